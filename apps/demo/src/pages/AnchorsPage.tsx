import { vars } from '@dubkit/ui';
import { AnchorLibrary, useLibraryMessages } from '@dubkit/widgets';
import { useSearchParams } from 'react-router';

/** /anchors: the anchor library, its filters, region, name search and page kept in the URL's query parameters. */
export default function AnchorsPage() {
  const messages = useLibraryMessages();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: `${vars.space.xl} ${vars.space.lg}` }}>
      <h1 style={{ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.xxl, color: vars.color.text }}>
        {messages.libraryLabel}
      </h1>
      <AnchorLibrary
        query={searchParams}
        onQueryChange={(query) =>
          // Each change is a history entry, so Back returns to the previous filters; other parameters stay.
          setSearchParams((previous) => {
            const next = new URLSearchParams(previous);
            for (const [key, value] of Object.entries(query)) {
              if (value === undefined) next.delete(key);
              else next.set(key, value);
            }
            return next;
          })
        }
      />
    </div>
  );
}

import { HomePage as Home, useSiteMessages } from '@dubkit/widgets';

/** / and /home. */
export default function HomePage() {
  const messages = useSiteMessages();
  return (
    <>
      <title>{`${messages.brandName} - AI 配音`}</title>
      <Home />
    </>
  );
}

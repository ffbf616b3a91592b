import { HomePage as Home, useMessages } from '@dubkit/widgets';

/** / and /home. */
export default function HomePage() {
  const messages = useMessages();
  return (
    <>
      <title>{`${messages.brandName} - AI 配音`}</title>
      <Home />
    </>
  );
}

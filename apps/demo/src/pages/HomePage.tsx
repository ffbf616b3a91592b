import { HomePage as Home } from '@dubkit/widgets';

/** / and /home. */
export default function HomePage() {
  return (
    <>
      <title>配音工坊 - AI 配音</title>
      <Home />
    </>
  );
}

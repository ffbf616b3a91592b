import { Button } from '@dubkit/ui';

export function Home() {
  return (
    <main>
      <h1>配音工坊</h1>
      <p>选择主播，编辑文案，一键合成专业配音。</p>
      <Button size="lg">立即配音</Button>
    </main>
  );
}

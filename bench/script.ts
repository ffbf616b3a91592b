// The benchmarks' script: an 8,000-character script with 1,000 inline nodes of every kind (markup.ts parses and
// serialises it; the editor benchmark's page types in it).
import {
  countLength,
  createAlias,
  createContinuous,
  createDocument,
  createLocalProsody,
  createMultiVoice,
  createNumberAlias,
  createPause,
  createPhoneme,
  createSayAs,
  createSoundEffect,
  type Inline,
  type Line,
  type ScriptDocument,
} from '@dubkit/sdk-core/markup';

const SENTENCE = '今天我们来聊一聊人工智能配音，它让每个创作者都能拥有自己的声音。';
const voice = {
  anchorId: 1024,
  anchorName: '晓晓',
  templateId: 7,
  templateName: '温柔',
  pitch: 10,
  speed: 1.1,
  volume: 90,
};

/** The i-th inline node, cycling through every kind; those with text take it from the script. */
function node(i: number, take: (n: number) => string): Inline {
  switch (i % 10) {
    case 0:
      return createPause(500);
    case 1:
      return createPhoneme(take(1), 'hang', 2);
    case 2:
      return createContinuous(take(3));
    case 3:
      return createAlias(take(2), '世界卫生组织');
    case 4:
      return createNumberAlias('2026', { name: '年份', value: '二零二六' });
    case 5:
      return createSayAs('NBA', 'characters');
    case 6:
      return createSoundEffect({ name: '掌声', filepath: '/sounds/applause.mp3', duration: 3.5 });
    case 7:
      return createMultiVoice({ ...voice, role: { name: '女孩', value: 'Girl' } }, [
        take(6),
        createPause(200),
        take(4),
      ]);
    case 8:
      return createLocalProsody({ pitch: -50, speed: 0.8, volume: 60 }, [take(8)]);
    default:
      return createPause(1000);
  }
}

/** `characters` characters of text in lines of 20 nodes, with `nodes` inline nodes spread evenly. */
export function benchScript(characters: number, nodes: number): ScriptDocument {
  let cursor = 0;
  const take = (n: number) => {
    let text = '';
    for (let k = 0; k < n; k++) text += SENTENCE[cursor++ % SENTENCE.length];
    return text;
  };
  const inline = Array.from({ length: nodes }, (_, i) => node(i, take));
  // The text between nodes makes up what the nodes' own text leaves of `characters`.
  const between = characters - countLength(createDocument([inline]));
  const lines: Line[] = [];
  let line: Line = [];
  inline.forEach((item, i) => {
    line.push(take(Math.floor(((i + 1) * between) / nodes) - Math.floor((i * between) / nodes)), item);
    if (line.length >= 40) {
      lines.push(line);
      line = [];
    }
  });
  lines.push(line);
  return createDocument(lines);
}

/**
 * A toolbar built from `useScriptToolbar`, as the dubbing studio builds its own: the stories drive the editor
 * through it like a creator would. Refused actions stay clickable and show the spec's warning; plain buttons show
 * the action's tooltip (a menu's trigger cannot also be a tooltip's).
 */
import type { ContentVersion, ScriptDocument, SoundEffectNode, VoiceSelection } from '@dubkit/sdk-core/markup';
import { Button, Input, Menu, type MenuItem, Popover, Tooltip } from '@dubkit/ui';
import { type ButtonHTMLAttributes, type CSSProperties, type ReactElement, useEffect, useRef, useState } from 'react';
import { importSrtFile, loadContent } from '../../lib/content';
import { formatPause } from '../../lib/describe';
import { type PhonemeChoice, phonemeChoices } from '../../lib/pinyin';
import { ScriptEditor, type ScriptEditorProps } from '../ScriptEditor';
import { useScriptEditor } from '../useScriptEditor';
import { type ToolbarAction, useScriptToolbar } from '../useScriptToolbar';

export const EFFECT: Omit<SoundEffectNode, 'type'> = { name: '掌声', filepath: '/sounds/applause.mp3', duration: 3.5 };
export const VOICE: VoiceSelection = {
  anchorId: 12,
  anchorName: '晓晓',
  templateId: 3,
  templateName: '开心',
  pitch: 10,
  speed: 1.2,
  volume: 80,
};
export const PROSODY = { pitch: -50, speed: 0.8, volume: 60 };
const HIDDEN_INPUT: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};

export interface ExampleStudioProps extends Omit<ScriptEditorProps, 'editor'> {
  document?: ScriptDocument;
  /** A saved work's content, loaded as the studio does once it has fetched the work. */
  content?: { text: string; version: ContentVersion };
  onAudition?: (document: ScriptDocument) => void;
}

function withTooltip(action: ToolbarAction<never[]>, button: ReactElement) {
  return action.tooltip ? <Tooltip content={action.tooltip}>{button}</Tooltip> : button;
}

/** A toolbar button that stays clickable when refused (aria-disabled), so a click can show the warning. */
function ToolButton({
  action,
  ...props
}: { action: ToolbarAction<never[]> } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={!action.enabled || undefined}
      style={{ opacity: action.enabled ? 1 : 0.6 }}
      {...props}
    />
  );
}

export function ExampleStudio({ document, content, onAudition, ...props }: ExampleStudioProps) {
  const editor = useScriptEditor({ document });
  const toolbar = useScriptToolbar(editor, { onAudition });
  const [warning, setWarning] = useState<string | null>(null);
  useEffect(() => {
    if (content) setWarning(loadContent(editor, content.text, content.version));
  }, [editor, content]);
  const [menu, setMenu] = useState<string | null>(null);
  const [alias, setAlias] = useState('');
  const srtInput = useRef<HTMLInputElement>(null);
  const [choices, setChoices] = useState<PhonemeChoice[]>([]);
  const { character } = toolbar.phoneme;
  useEffect(() => {
    setChoices([]);
    if (character) phonemeChoices(character).then(setChoices);
  }, [character]);

  const button = (label: string, action: ToolbarAction<never[]>, run: () => string | null) =>
    withTooltip(
      action,
      <ToolButton action={action} onClick={() => setWarning(run())}>
        {label}
      </ToolButton>,
    );
  const menuButton = (
    id: string,
    label: string,
    action: ToolbarAction<never[]>,
    items: MenuItem[],
    run: (item: string) => string | null,
  ) => (
    <Menu
      trigger={<ToolButton action={action}>{label}</ToolButton>}
      items={items}
      open={menu === id}
      onOpenChange={(open) => {
        setWarning(open && !action.enabled ? action.reason : null);
        setMenu(open && action.enabled ? id : null);
      }}
      onAction={(item) => setWarning(run(item))}
    />
  );

  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div role="toolbar" aria-label="编辑工具" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {withTooltip(
          toolbar.audition,
          // Hovered or focused, 试听 highlights what it will play.
          <ToolButton
            action={toolbar.audition}
            onClick={() => setWarning(toolbar.audition.run())}
            onMouseEnter={() => toolbar.audition.preview(true)}
            onMouseLeave={() => toolbar.audition.preview(false)}
            onFocus={() => toolbar.audition.preview(true)}
            onBlur={() => toolbar.audition.preview(false)}
          >
            试听
          </ToolButton>,
        )}
        {menuButton(
          'pause',
          '停顿',
          toolbar.pause,
          [200, 500, 1000].map((ms) => ({ id: String(ms), label: formatPause(ms) })),
          (ms) => toolbar.pause.run(Number(ms)),
        )}
        {button('连读', toolbar.continuous, () => toolbar.continuous.run())}
        {menuButton(
          'phoneme',
          '多音字',
          toolbar.phoneme,
          choices.map(({ pinyin, tone, label }) => ({ id: `${pinyin}${tone}`, label })),
          (id) => {
            const choice = choices.find(({ pinyin, tone }) => `${pinyin}${tone}` === id);
            return choice ? toolbar.phoneme.run(choice.pinyin, choice.tone) : null;
          },
        )}
        {menuButton(
          'number',
          '数字读法',
          toolbar.numberReading,
          toolbar.numberReading.readings.map(({ name, value }) => ({ id: name, label: `${name} ${value}` })),
          (name) => {
            const reading = toolbar.numberReading.readings.find((candidate) => candidate.name === name);
            return reading ? toolbar.numberReading.run(reading) : null;
          },
        )}
        {menuButton(
          'word',
          '单词读法',
          toolbar.wordReading,
          [
            { id: 'characters', label: editor.messages.wordCharacters },
            { id: 'word', label: editor.messages.wordWhole },
          ],
          (id) => toolbar.wordReading.run(id === 'word' ? 'word' : 'characters'),
        )}
        <Popover
          trigger={<ToolButton action={toolbar.alias}>别名</ToolButton>}
          title="设置别名"
          open={menu === 'alias'}
          onOpenChange={(open) => {
            setWarning(open && !toolbar.alias.enabled ? toolbar.alias.reason : null);
            setMenu(open && toolbar.alias.enabled ? 'alias' : null);
          }}
        >
          <form
            style={{ display: 'grid', gap: 8 }}
            onSubmit={(event) => {
              event.preventDefault();
              const refusal = toolbar.alias.run(alias);
              setWarning(refusal);
              if (!refusal) setMenu(null);
            }}
          >
            <Input size="sm" label="别名" value={alias} onChange={setAlias} />
            <Button size="sm" type="submit">
              确定
            </Button>
          </form>
        </Popover>
        {button('音效', toolbar.soundEffect, () => toolbar.soundEffect.run(EFFECT))}
        {button('多主播', toolbar.multiVoice, () => toolbar.multiVoice.run(VOICE))}
        {button('局部调节', toolbar.localProsody, () => toolbar.localProsody.run(PROSODY))}
        {button('撤销', toolbar.undo, () => toolbar.undo.run())}
        {button('重做', toolbar.redo, () => toolbar.redo.run())}
        <Button variant="secondary" size="sm" onClick={() => srtInput.current?.click()}>
          导入字幕
        </Button>
        {/* The browser's own file button shows OS text in the machine's locale; ours opens the same picker. */}
        <input
          ref={srtInput}
          type="file"
          accept=".srt"
          tabIndex={-1}
          aria-label="导入字幕"
          style={HIDDEN_INPUT}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file) setWarning(await importSrtFile(editor, file));
          }}
        />
      </div>
      <p role="alert" style={{ minHeight: '1.5em', margin: 0 }}>
        {warning}
      </p>
      <ScriptEditor editor={editor} {...props} />
    </div>
  );
}

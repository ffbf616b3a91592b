import { applySsml, getDocument, type HeadlessScriptEditor, scriptSsml } from '@dubkit/editor';
import type { SsmlDialect } from '@dubkit/sdk-core/markup';
import type { SsmlImport } from '@dubkit/sdk-core/ssml';
import { Button, Dialog, Menu, Textarea } from '@dubkit/ui';
import { useId, useRef, useState } from 'react';
import { useDubKit } from '../../provider';
import { type SaveBlob, saveBlob } from '../../shared/download';
import type { StudioCopy } from '../copy';
import type { SynthesisSettings } from '../DubbingStudio/settings';
import * as styles from './SsmlActions.css';
import { exportedMessage, isSsmlFile, ssmlFileName, studioSsmlVoice } from './ssmlRules';

export interface SsmlActionsProps {
  editor: HeadlessScriptEditor;
  messages: StudioCopy;
  /** The work's title, the exported file's name. */
  title: string;
  /** The work's anchor (the main voice), by name; none before one is chosen. */
  anchorName: string;
  settings: SynthesisSettings;
  /** How the file is handed over; stories pass a spy. */
  save?: SaveBlob;
}

/** SSML: export the script as W3C or Azure SSML, or import SSML (pasted or from a file) in its place. */
export function SsmlActions({ editor, messages, title, anchorName, settings, save = saveBlob }: SsmlActionsProps) {
  const { toaster } = useDubKit();
  const [importing, setImporting] = useState(false);

  const exportAs = (dialect: SsmlDialect) => {
    const { ssml, dropped } = scriptSsml(editor, dialect, studioSsmlVoice(anchorName, settings));
    save(
      new Blob([ssml], { type: 'application/ssml+xml;charset=utf-8' }),
      ssmlFileName(title, dialect, messages.studioSsmlUntitled),
    );
    const message = exportedMessage(dropped, messages);
    if (dropped.length) toaster.warning(message);
    else toaster.success(message);
  };

  return (
    <>
      <Menu
        trigger={
          <Button variant="secondary" size="sm">
            {messages.studioSsml}
          </Button>
        }
        aria-label={messages.studioSsmlMenu}
        items={[
          { id: 'import', label: messages.studioSsmlImport },
          { id: 'w3c', label: messages.studioSsmlExportW3c },
          { id: 'azure', label: messages.studioSsmlExportAzure },
        ]}
        onAction={(id) => {
          if (id === 'import') setImporting(true);
          else exportAs(id as SsmlDialect);
        }}
      />
      <SsmlImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        editor={editor}
        messages={messages}
        onImported={() => toaster.success(messages.studioSsmlImported)}
      />
    </>
  );
}

interface SsmlImportDialogProps {
  open: boolean;
  onClose: () => void;
  editor: HeadlessScriptEditor;
  messages: StudioCopy;
  onImported: () => void;
}

/**
 * 导入 SSML: the text pasted or read from a file is checked first; errors are listed and nothing changes; notices
 * (what comes in changed) are listed and 确认导入 puts the script in place of the current one.
 */
export function SsmlImportDialog({ open, onClose, editor, messages, onImported }: SsmlImportDialogProps) {
  const [text, setText] = useState('');
  const [read, setRead] = useState<SsmlImport | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const problemsId = useId();

  const reset = () => {
    setText('');
    setRead(null);
    setRefusal(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const apply = (result: SsmlImport) => {
    if (!result.ok) return;
    applySsml(editor, result.document);
    close();
    onImported();
  };
  const check = async (source: string) => {
    if (!source.trim()) return setRefusal(messages.studioSsmlEmpty);
    // The reader and its messages load with the first import.
    const { documentResolvers, fromSsml } = await import('@dubkit/sdk-core/ssml');
    const result = fromSsml(source, documentResolvers(getDocument(editor)));
    setRead(result);
    // Nothing to confirm: it comes in as it is.
    if (result.ok && !result.notices.length) apply(result);
  };
  const problems = read ? (read.ok ? read.notices : read.errors) : [];
  const confirming = read?.ok === true;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={messages.studioSsmlImport}
      closeLabel={messages.close}
      width={560}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={close}>
            {messages.studioSsmlCancel}
          </Button>
          <Button onClick={() => (confirming && read ? apply(read) : void check(text))}>
            {confirming ? messages.studioSsmlConfirm : messages.studioSsmlCheck}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <p className={styles.hint}>{messages.studioSsmlImportHint}</p>
        <Textarea
          label={messages.studioSsmlImportLabel}
          value={text}
          rows={8}
          onChange={(value) => {
            setText(value);
            setRead(null);
            setRefusal(null);
          }}
          invalid={refusal !== null || read?.ok === false}
          errorMessage={refusal ?? undefined}
          aria-describedby={problems.length ? problemsId : undefined}
        />
        <Button className={styles.upload} variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
          {messages.studioSsmlUpload}
        </Button>
        <input
          ref={fileInput}
          className={styles.fileInput}
          type="file"
          accept=".ssml,.xml"
          tabIndex={-1}
          aria-label={messages.studioSsmlUpload}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (!isSsmlFile(file.name)) return setRefusal(messages.studioSsmlFileOnly);
            const source = await file.text();
            setText(source);
            setRefusal(null);
            await check(source);
          }}
        />
        {problems.length > 0 && (
          <div id={problemsId} role={read?.ok ? 'status' : 'alert'}>
            <p className={styles.heading}>{read?.ok ? messages.studioSsmlNotices : messages.studioSsmlErrors}</p>
            <ul className={styles.problems}>
              {problems.map((problem) => (
                <li key={problem.message}>{problem.message}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Dialog>
  );
}

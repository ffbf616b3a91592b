import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { listVoiceBindings, removeVoiceBinding, setVoiceBinding } from '../domain/voiceCatalogue';
import { SPEECH_PROVIDERS } from '../engines/speech/providers';

export const VOICES_USAGE = `Usage:
  voices list [--provider openai|gpt-sovits|cosyvoice]
  voices set --provider <name> --anchor <anchor id> --voice <provider voice>
             [--template <template id>] [--role <role value>] [--option key=value …]
  voices remove <row id>

A row makes a provider voice speak an anchor (for one template or role when given). Options are the provider's own:
  openai      instructions=…
  gpt-sovits  prompt_text=… prompt_lang=zh text_lang=auto top_k=… temperature=…  (--voice: the reference audio's path)
  cosyvoice   instruct_text=…, or prompt_wav=<WAV file on this server> prompt_text=…  (--voice: the speaker id)`;

const positiveInt = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return Number(value);
};

/** One `voices …` command on a migrated database; what it prints goes to `print`, a refusal is thrown. */
export async function voicesCommand(
  args: string[],
  ctx: { db: Kysely<Database>; now: () => number },
  print: (line: string) => void,
): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      provider: { type: 'string' },
      anchor: { type: 'string' },
      template: { type: 'string' },
      role: { type: 'string' },
      voice: { type: 'string' },
      option: { type: 'string', multiple: true },
    },
  });
  const [command, target] = positionals;
  if (values.provider && !(SPEECH_PROVIDERS as readonly string[]).includes(values.provider))
    throw new Error(`--provider must be one of ${SPEECH_PROVIDERS.join(', ')}, got "${values.provider}"`);
  if (command === 'list') {
    const rows = await listVoiceBindings(ctx, values.provider);
    if (rows.length === 0) print('No voices yet: voices set --provider … --anchor … --voice …');
    for (const row of rows) {
      const scope = [row.templateId ? `template ${row.templateId}` : '', row.role ? `role ${row.role}` : '']
        .filter(Boolean)
        .join(', ');
      const options = Object.entries(row.options)
        .map(([key, value]) => `${key}=${value}`)
        .join(' ');
      print(
        `${row.id}  ${row.provider}  anchor ${row.anchorId}${scope ? ` (${scope})` : ''}  ${row.voice}  ${options}`.trimEnd(),
      );
    }
  } else if (command === 'set') {
    const anchorId = positiveInt(values.anchor, 'anchor');
    if (!values.provider || !anchorId || !values.voice)
      throw new Error(`set needs --provider, --anchor and --voice\n${VOICES_USAGE}`);
    const options: Record<string, string> = {};
    for (const pair of values.option ?? []) {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`--option must be key=value, got "${pair}"`);
      options[pair.slice(0, at)] = pair.slice(at + 1);
    }
    const row = await setVoiceBinding(ctx, {
      provider: values.provider,
      anchorId,
      templateId: positiveInt(values.template, 'template') ?? 0,
      role: values.role ?? '',
      voice: values.voice,
      options,
    });
    print(
      `Row ${row.id}: ${row.provider} voice ${row.voice} speaks anchor ${row.anchorId}. Every server sees it within a second.`,
    );
  } else if (command === 'remove') {
    const id = positiveInt(target, 'id');
    if (!id) throw new Error(`remove needs a row id (voices list shows them)\n${VOICES_USAGE}`);
    print((await removeVoiceBinding(ctx, id)) ? `Removed row ${id}.` : `No row ${id}.`);
  } else {
    throw new Error(`Unknown command "${command}"\n${VOICES_USAGE}`);
  }
}

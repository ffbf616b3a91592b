import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DialectName } from '../connect';
import m0001Accounts from './0001_accounts';
import m0002Catalogue from './0002_catalogue';
import m0003MembershipSettings from './0003_membership_settings';
import m0004WorksTasks from './0004_works_tasks';
import m0005TaskKind from './0005_task_kind';
import m0006WritingAssistant from './0006_writing_assistant';
import m0007GptPrompts from './0007_gpt_prompts';
import m0008AsrTasks from './0008_asr_tasks';
import m0009Draw from './0009_draw';
import m0010Samples from './0010_samples';
import m0011Partners from './0011_partners';
import m0012AssistantReservations from './0012_assistant_reservations';
import m0026SessionScope from './0026_session_scope';
import m0027AbuseLimits from './0027_abuse_limits';
import m0028SynthesisDailySlots from './0028_synthesis_daily_slots';
import m0029SharedState from './0029_shared_state';
import m0030ServerSecret from './0030_server_secret';
import m0031SentenceCache from './0031_sentence_cache';
import m0032TaskSubtitles from './0032_task_subtitles';
import m0033SentenceTakes from './0033_sentence_takes';
import m0034VoiceBindings from './0034_voice_bindings';
import m0035WorkSettings from './0035_work_settings';
import m0036Dictionary from './0036_dictionary';
import { type MigrationTools, migrationTools } from './tools';

/** Every migration in order; a name is never changed once released, since databases record it. */
const MIGRATIONS: Record<string, (tools: MigrationTools) => Migration> = {
  '0001_accounts': m0001Accounts,
  '0002_catalogue': m0002Catalogue,
  '0003_membership_settings': m0003MembershipSettings,
  '0004_works_tasks': m0004WorksTasks,
  '0005_task_kind': m0005TaskKind,
  '0006_writing_assistant': m0006WritingAssistant,
  '0007_gpt_prompts': m0007GptPrompts,
  '0008_asr_tasks': m0008AsrTasks,
  '0009_draw': m0009Draw,
  '0010_samples': m0010Samples,
  '0011_partners': m0011Partners,
  '0012_assistant_reservations': m0012AssistantReservations,
  '0026_session_scope': m0026SessionScope,
  '0027_abuse_limits': m0027AbuseLimits,
  '0028_synthesis_daily_slots': m0028SynthesisDailySlots,
  '0029_shared_state': m0029SharedState,
  '0030_server_secret': m0030ServerSecret,
  '0031_sentence_cache': m0031SentenceCache,
  '0032_task_subtitles': m0032TaskSubtitles,
  '0033_sentence_takes': m0033SentenceTakes,
  '0034_voice_bindings': m0034VoiceBindings,
  '0035_work_settings': m0035WorkSettings,
  '0036_dictionary': m0036Dictionary,
};

function migrations(dialect: DialectName): Record<string, Migration> {
  const tools = migrationTools(dialect);
  return Object.fromEntries(Object.entries(MIGRATIONS).map(([name, make]) => [name, make(tools)]));
}

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations() {
    return migrations(this.dialect);
  }
}

/** Brings the schema up to date; runs at every start. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  sql,
} from 'kysely';
import { seedWritingAssistant } from '../seed/assistant';
import type { DialectName } from './connect';
import { TASK_STATUS } from './schema';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
type AnyDb = Kysely<any>;

function migrations(dialect: DialectName): Record<string, Migration> {
  const autoId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const ms = 'bigint';
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  return {
    '0001_accounts': {
      async up(db: AnyDb) {
        await autoId(db.schema.createTable('users'))
          .addColumn('username', 'text', (c) => c.notNull().unique())
          .addColumn('phone', 'text', (c) => c.unique())
          .addColumn('nickname', 'text')
          .addColumn('avatar', 'text')
          .addColumn('password_hash', 'text')
          .addColumn('invite_code', 'text', (c) => c.notNull().unique())
          .addColumn('inviter_code', 'text')
          .addColumn('inviter_bound_at', ms)
          .addColumn('wx_openid', 'text', (c) => c.unique())
          .addColumn('created_at', ms, notNull)
          .execute();
        await db.schema
          .createTable('sessions')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('expires_at', ms, notNull)
          .addColumn('created_at', ms, notNull)
          .execute();
        await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
        await autoId(db.schema.createTable('sms_codes'))
          .addColumn('phone', 'text', notNull)
          .addColumn('code', 'text', notNull)
          .addColumn('purpose', 'text', notNull)
          .addColumn('sent_at', ms, notNull)
          .addColumn('expires_at', ms, notNull)
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('consumed', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'sent_at']).execute();
        await db.schema
          .createTable('captchas')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('text', 'text', notNull)
          .addColumn('expires_at', ms, notNull)
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable('qr_logins')
          .addColumn('token', 'text', (c) => c.primaryKey())
          .addColumn('client', 'text', notNull)
          .addColumn('confirmed_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
          .addColumn('consumed', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('expires_at', ms, notNull)
          .addColumn('created_at', ms, notNull)
          .execute();
        await autoId(db.schema.createTable('feedback'))
          .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('type', 'integer', notNull)
          .addColumn('content', 'text', notNull)
          .addColumn('email', 'text', notNull)
          .addColumn('other_contacts', 'text')
          .addColumn('created_at', ms, notNull)
          .execute();
      },
    },
    '0002_catalogue': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('tags')
          .addColumn('id', 'integer', notNull)
          .addColumn('kind', 'text', notNull)
          .addColumn('name', 'text', notNull)
          .addColumn('position', 'integer', notNull)
          .addPrimaryKeyConstraint('tags_pk', ['kind', 'id'])
          .execute();
        await db.schema
          .createTable('locales')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('language_id', 'integer', notNull)
          .addColumn('name', 'text', notNull)
          .addColumn('code', 'text', notNull)
          .execute();
        await db.schema
          .createTable('anchors')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('name', 'text', notNull)
          .addColumn('description', 'text', notNull)
          .addColumn('avatar', 'text', notNull)
          .addColumn('sex', 'integer', notNull)
          .addColumn('language_id', 'integer', notNull)
          .addColumn('locale_id', 'integer', notNull)
          .addColumn('level', 'integer', notNull)
          .addColumn('recommend', 'integer', notNull)
          .addColumn('badge', 'text')
          .addColumn('members_only', 'integer', notNull)
          .addColumn('engine_voice', 'text', notNull)
          .addColumn('engine_variant', 'text', notNull)
          .addColumn('engine_pitch', 'integer', notNull)
          .addColumn('engine_rate', 'integer', notNull)
          .addColumn('hot_score', 'integer', notNull)
          .addColumn('created_at', ms, notNull)
          .execute();
        await db.schema.createIndex('anchors_filters').on('anchors').columns(['language_id', 'sex', 'level']).execute();
        await db.schema
          .createTable('anchor_scenes')
          .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id').onDelete('cascade'))
          .addColumn('scene_id', 'integer', notNull)
          .addPrimaryKeyConstraint('anchor_scenes_pk', ['anchor_id', 'scene_id'])
          .execute();
        await db.schema.createIndex('anchor_scenes_scene').on('anchor_scenes').column('scene_id').execute();
        await db.schema
          .createTable('templates')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id').onDelete('cascade'))
          .addColumn('title', 'text', notNull)
          .addColumn('subtitle', 'text', notNull)
          .addColumn('content', 'text', notNull)
          .addColumn('image_path', 'text', notNull)
          .addColumn('filepath', 'text', notNull)
          .addColumn('style', 'text', notNull)
          .addColumn('pitch_rate', 'integer', notNull)
          .addColumn('speech_rate', 'real', notNull)
          .addColumn('volume', 'integer', notNull)
          .addColumn('engine_variant', 'text')
          .addColumn('engine_pitch', 'integer', notNull)
          .addColumn('engine_rate', 'integer', notNull)
          .addColumn('position', 'integer', notNull)
          .execute();
        await db.schema.createIndex('templates_anchor').on('templates').column('anchor_id').execute();
        await db.schema
          .createTable('roles')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id').onDelete('cascade'))
          .addColumn('name', 'text', notNull)
          .addColumn('avatar', 'text', notNull)
          .addColumn('value', 'text', notNull)
          .addColumn('engine_variant', 'text', notNull)
          .addColumn('engine_pitch', 'integer', notNull)
          .addColumn('position', 'integer', notNull)
          .execute();
        await db.schema.createIndex('roles_anchor').on('roles').column('anchor_id').execute();
        await db.schema
          .createTable('favorites')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id').onDelete('cascade'))
          .addColumn('created_at', ms, notNull)
          .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'anchor_id'])
          .execute();
        await autoId(db.schema.createTable('custom_anchors'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id'))
          .addColumn('template_id', 'integer', notNull)
          .addColumn('name', 'text', notNull)
          .addColumn('comment', 'text', notNull)
          .addColumn('intensity', 'real', notNull)
          .addColumn('role', 'text')
          .addColumn('pitch', 'integer', notNull)
          .addColumn('speed', 'real', notNull)
          .addColumn('volume', 'integer', notNull)
          .addColumn('text', 'text', notNull)
          .addColumn('created_at', ms, notNull)
          .addColumn('updated_at', ms, notNull)
          .execute();
        await db.schema.createIndex('custom_anchors_user').on('custom_anchors').column('user_id').execute();
      },
    },
    '0003_membership_settings': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('vip_products')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('product_type', 'integer', notNull)
          .addColumn('title', 'text', notNull)
          .addColumn('name', 'text', notNull)
          .addColumn('vip_level', 'integer', notNull)
          .addColumn('days', 'integer', notNull)
          .addColumn('real_price_fen', 'integer', notNull)
          .addColumn('promotion', 'text')
          .addColumn('position', 'integer', notNull)
          .execute();
        await db.schema
          .createTable('orders')
          .addColumn('order_no', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('product_id', 'integer', (c) => c.notNull().references('vip_products.id'))
          .addColumn('product_type', 'integer', notNull)
          .addColumn('pay_method', 'integer', notNull)
          .addColumn('amount_fen', 'integer', notNull)
          .addColumn('status', 'integer', notNull)
          .addColumn('created_at', ms, notNull)
          .addColumn('expires_at', ms, notNull)
          .addColumn('paid_at', ms)
          .execute();
        await autoId(db.schema.createTable('memberships'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('product_type', 'integer', notNull)
          .addColumn('vip_level', 'integer', notNull)
          .addColumn('vip_name', 'text', notNull)
          .addColumn('starts_at', ms, notNull)
          .addColumn('ends_at', ms, notNull)
          .addColumn('order_no', 'text', (c) => c.unique())
          .execute();
        await db.schema
          .createIndex('memberships_user')
          .on('memberships')
          .columns(['user_id', 'product_type'])
          .execute();
        await autoId(db.schema.createTable('trade_flows'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('code', 'text', notNull)
          .addColumn('title', 'text', notNull)
          .addColumn('details', 'text', notNull)
          .addColumn('amount_fen', 'integer', notNull)
          .addColumn('sign', 'integer', notNull)
          .addColumn('trade_time', ms, notNull)
          .execute();
        await db.schema.createIndex('trade_flows_user').on('trade_flows').columns(['user_id', 'trade_time']).execute();
        await db.schema
          .createTable('rewards')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('kind', 'text', notNull)
          .addColumn('taken_at', ms, notNull)
          .addPrimaryKeyConstraint('rewards_pk', ['user_id', 'kind'])
          .execute();
        await db.schema
          .createTable('home_comments')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('message', 'text', notNull)
          .addColumn('avatar', 'text', notNull)
          .addColumn('nickname', 'text', notNull)
          .addColumn('position', 'integer', notNull)
          .execute();
        await db.schema
          .createTable('banners')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('position', 'integer', notNull)
          .addColumn('name', 'text', notNull)
          .addColumn('link', 'text', notNull)
          .addColumn('image_path', 'text', notNull)
          .addColumn('begin_time', ms, notNull)
          .addColumn('end_time', ms, notNull)
          .addColumn('closeable', 'integer', notNull)
          .execute();
      },
    },
    '0004_works_tasks': {
      async up(db: AnyDb) {
        await autoId(db.schema.createTable('works'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('title', 'text', notNull)
          .addColumn('anchor_type', 'integer', notNull)
          .addColumn('anchor_id', 'integer', notNull)
          .addColumn('template_id', 'integer', notNull)
          .addColumn('role', 'text', notNull)
          .addColumn('intensity', 'real', notNull)
          .addColumn('pitch_rate', 'integer', notNull)
          .addColumn('speech_rate', 'real', notNull)
          .addColumn('volume', 'integer', notNull)
          .addColumn('bgm_id', 'integer', notNull)
          .addColumn('bgm_volume', 'integer', notNull)
          .addColumn('bgm_fadein', 'integer', notNull)
          .addColumn('bgm_fadeout', 'integer', notNull)
          .addColumn('content', 'text', notNull)
          .addColumn('content_version', 'integer', notNull)
          .addColumn('length', 'integer', notNull)
          .addColumn('created_at', ms, notNull)
          .addColumn('updated_at', ms, notNull)
          .execute();
        await db.schema.createIndex('works_user').on('works').columns(['user_id', 'updated_at']).execute();
        await autoId(db.schema.createTable('tasks'))
          .addColumn('code', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('title', 'text', notNull)
          .addColumn('anchor_type', 'integer', notNull)
          .addColumn('anchor_id', 'integer', notNull)
          .addColumn('anchor_name', 'text', notNull)
          .addColumn('template_id', 'integer', notNull)
          .addColumn('style_name', 'text', notNull)
          .addColumn('params', 'text', notNull)
          .addColumn('text', 'text', notNull)
          .addColumn('length', 'integer', notNull)
          .addColumn('sample_rate', 'integer', notNull)
          .addColumn('status', 'integer', notNull)
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('available_at', ms, notNull)
          .addColumn('lease_owner', 'text')
          .addColumn('lease_expires_at', ms)
          .addColumn('error', 'text')
          .addColumn('file', 'text')
          .addColumn('duration_ms', 'integer')
          .addColumn('day', 'text', notNull)
          .addColumn('created_at', ms, notNull)
          .addColumn('finished_at', ms)
          .execute();
        await db.schema.createIndex('tasks_user').on('tasks').columns(['user_id', 'created_at']).execute();
        await db.schema.createIndex('tasks_queue').on('tasks').columns(['status', 'available_at']).execute();
        await db.schema.createIndex('tasks_quota').on('tasks').columns(['user_id', 'day']).execute();
      },
    },
    '0005_task_kind': {
      async up(db: AnyDb) {
        await db.schema
          .alterTable('tasks')
          .addColumn('kind', 'text', (c) => c.notNull().defaultTo('synthesis'))
          .execute();
      },
    },
    '0006_writing_assistant': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('inspiration_templates')
          .addColumn('code', 'text', (c) => c.primaryKey())
          .addColumn('title', 'text', notNull)
          .addColumn('subtitle', 'text', notNull)
          .addColumn('placeholder', 'text', notNull)
          .addColumn('demos', 'text', notNull)
          .addColumn('label', 'text')
          .addColumn('system_prompt', 'text', notNull)
          .addColumn('position', 'integer', notNull)
          .execute();
        await db.schema
          .createTable('assistant_usage')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('month', 'text', notNull)
          .addColumn('tokens', 'integer', notNull)
          .addPrimaryKeyConstraint('assistant_usage_pk', ['user_id', 'month'])
          .execute();
        await autoId(db.schema.createTable('assistant_history'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('role', 'integer', notNull)
          .addColumn('content', 'text', notNull)
          .addColumn('created_at', ms, notNull)
          .execute();
        await db.schema
          .createIndex('assistant_history_user')
          .on('assistant_history')
          .columns(['user_id', 'id'])
          .execute();
        await seedWritingAssistant(db);
      },
    },
    '0007_gpt_prompts': {
      async up(db: AnyDb) {
        // The prompt library (spec part 2 §2, §3): the same cards for everyone, in two languages.
        await autoId(db.schema.createTable('prompts'))
          .addColumn('title', 'text', notNull)
          .addColumn('subtitle', 'text', notNull)
          .addColumn('prompt_zh', 'text', notNull)
          .addColumn('prompt_en', 'text', notNull)
          .addColumn('position', 'integer', notNull)
          .addColumn('created_at', ms, notNull)
          .execute();
        await db.schema.createIndex('prompts_position').on('prompts').columns(['position', 'id']).execute();
      },
    },
    '0008_asr_tasks': {
      async up(db: AnyDb) {
        // Speech-to-text tasks: jobs of their own, run by a TaskRunner on this table (spec part 2 §3, §4).
        await autoId(db.schema.createTable('asr_tasks'))
          .addColumn('code', 'text', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('title', 'text', notNull)
          .addColumn('source', 'text', notNull)
          .addColumn('media_key', 'text')
          .addColumn('media_url', 'text')
          .addColumn('audio_duration_ms', 'integer', notNull)
          .addColumn('month', 'text', notNull)
          .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('kind', 'text', notNull)
          .addColumn('status', 'integer', notNull)
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('available_at', ms, notNull)
          .addColumn('lease_owner', 'text')
          .addColumn('lease_expires_at', ms)
          .addColumn('error', 'text')
          .addColumn('file', 'text')
          .addColumn('duration_ms', 'integer')
          .addColumn('created_at', ms, notNull)
          .addColumn('finished_at', ms)
          .execute();
        await db.schema.createIndex('asr_tasks_user').on('asr_tasks').columns(['user_id', 'created_at']).execute();
        await db.schema.createIndex('asr_tasks_queue').on('asr_tasks').columns(['status', 'available_at']).execute();
        await db.schema.createIndex('asr_tasks_minutes').on('asr_tasks').columns(['user_id', 'month']).execute();
      },
    },
    '0009_draw': {
      async up(db: AnyDb) {
        // AI drawing (spec part 2 §3): the styles offered, and each user's drawing tasks as durable jobs.
        await db.schema
          .createTable('draw_styles')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('name', 'text', notNull)
          .addColumn('pic', 'text', notNull)
          .addColumn('prompt_suffix', 'text', notNull)
          .addColumn('position', 'integer', notNull)
          .execute();
        await autoId(db.schema.createTable('draw_tasks'))
          .addColumn('code', 'text', (c) => c.notNull().unique())
          .addColumn('kind', 'text', (c) => c.notNull().defaultTo('draw'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('style_id', 'integer', notNull)
          .addColumn('style_name', 'text', notNull)
          .addColumn('size', 'text', notNull)
          .addColumn('num', 'integer', notNull)
          .addColumn('prompt', 'text', notNull)
          .addColumn('ref_img', 'text')
          .addColumn('ref_mode', 'text', (c) => c.notNull().defaultTo('refonly'))
          .addColumn('ref_strength', 'double precision', (c) => c.notNull().defaultTo(0.5))
          .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('status', 'integer', notNull)
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('available_at', ms, notNull)
          .addColumn('lease_owner', 'text')
          .addColumn('lease_expires_at', ms)
          .addColumn('error', 'text')
          .addColumn('file', 'text')
          .addColumn('duration_ms', 'integer')
          .addColumn('created_at', ms, notNull)
          .addColumn('finished_at', ms)
          .execute();
        await db.schema.createIndex('draw_tasks_user').on('draw_tasks').columns(['user_id', 'created_at']).execute();
        await db.schema.createIndex('draw_tasks_queue').on('draw_tasks').columns(['status', 'available_at']).execute();
      },
    },
    '0010_samples': {
      async up(db: AnyDb) {
        // AI samples (spec part 2 §2, §3): seeded scenes and samples over the seeded anchors and templates.
        await db.schema
          .createTable('sample_scenes')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('name', 'text', notNull)
          .addColumn('position', 'integer', notNull)
          .execute();
        await db.schema
          .createTable('samples')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('scene_id', 'integer', (c) => c.notNull().references('sample_scenes.id').onDelete('cascade'))
          .addColumn('name', 'text', notNull)
          .addColumn('comment', 'text', notNull)
          .addColumn('anchor_id', 'integer', (c) => c.notNull().references('anchors.id').onDelete('cascade'))
          .addColumn('template_id', 'integer', (c) => c.notNull().references('templates.id').onDelete('cascade'))
          .addColumn('text', 'text', notNull)
          .addColumn('hot', 'integer', notNull)
          .addColumn('position', 'integer', notNull)
          .execute();
        await db.schema.createIndex('samples_scene').on('samples').columns(['scene_id', 'position', 'id']).execute();
        // One counted report per visitor, sample, event and day; older days are pruned as reports come in.
        await db.schema
          .createTable('sample_reports')
          .addColumn('sample_id', 'integer', (c) => c.notNull().references('samples.id').onDelete('cascade'))
          .addColumn('visitor', 'text', notNull)
          .addColumn('event', 'integer', notNull)
          .addColumn('day', 'text', notNull)
          .addPrimaryKeyConstraint('sample_reports_pk', ['sample_id', 'visitor', 'event', 'day'])
          .execute();
        await db.schema.createIndex('sample_reports_day').on('sample_reports').column('day').execute();
      },
    },
    '0011_partners': {
      async up(db: AnyDb) {
        // Partner sites that embed the widgets: keys, allowed origins, and the DubKit account of each of their users.
        await db.schema
          .createTable('partners')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', notNull)
          .addColumn('publishable_key', 'text', (c) => c.notNull().unique())
          .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
          .addColumn('allowed_origins', 'text', notNull)
          .addColumn('revoked_at', ms)
          .addColumn('created_at', ms, notNull)
          .execute();
        await db.schema
          .createTable('partner_users')
          .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id').onDelete('cascade'))
          .addColumn('external_id', 'text', notNull)
          .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
          .addColumn('created_at', ms, notNull)
          .addPrimaryKeyConstraint('partner_users_pk', ['partner_id', 'external_id'])
          .execute();
        await db.schema
          .alterTable('sessions')
          .addColumn('partner_id', 'text', (c) => c.references('partners.id').onDelete('cascade'))
          .execute();
      },
    },
    '0012_assistant_reservations': {
      async up(db: AnyDb) {
        // Tokens set aside for answers under way, counted against their month until settled or, left by a process
        // that died, until they are older than the lease (domain/assistant/quota.ts).
        await autoId(db.schema.createTable('assistant_reservations'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('month', 'text', notNull)
          .addColumn('tokens', 'integer', notNull)
          .addColumn('created_at', ms, notNull)
          .execute();
        await db.schema
          .createIndex('assistant_reservations_user')
          .on('assistant_reservations')
          .columns(['user_id', 'month'])
          .execute();
        await db.schema
          .createIndex('assistant_reservations_created')
          .on('assistant_reservations')
          .column('created_at')
          .execute();
        // The seconds each user's stream signatures were made in: the key refuses a second use (http/signature.ts).
        await db.schema
          .createTable('stream_signatures')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('second', ms, notNull)
          .addPrimaryKeyConstraint('stream_signatures_pk', ['user_id', 'second'])
          .execute();
        await db.schema.createIndex('stream_signatures_second').on('stream_signatures').column('second').execute();
      },
    },
    '0026_session_scope': {
      async up(db: AnyDb) {
        // When a session was last used, for the idle timeout of our own site's logins; existing ones count from creation.
        await db.schema
          .alterTable('sessions')
          .addColumn('last_used_at', ms, (c) => c.notNull().defaultTo(0))
          .execute();
        await db
          .updateTable('sessions')
          .set((eb) => ({ last_used_at: eb.ref('created_at') }))
          .execute();
      },
    },
    '0027_abuse_limits': {
      async up(db: AnyDb) {
        // Failed password tries per account (or per submitted name when there is none), in a window, and a lock.
        await db.schema
          .createTable('password_failures')
          .addColumn('login', 'text', (c) => c.primaryKey())
          .addColumn('window_start', ms, notNull)
          .addColumn('attempts', 'integer', notNull)
          .addColumn('locked_until', ms, (c) => c.notNull().defaultTo(0))
          .execute();
        // A sender's nth feedback of a day takes slot n: the unique key holds the daily limit under parallel sends.
        await db.schema.alterTable('feedback').addColumn('sender', 'text').execute();
        await db.schema.alterTable('feedback').addColumn('day', 'text').execute();
        await db.schema.alterTable('feedback').addColumn('slot', 'integer').execute();
        await db.schema
          .createIndex('feedback_daily_slot')
          .on('feedback')
          .columns(['sender', 'day', 'slot'])
          .unique()
          .execute();
        // An unfinished drawing holds one of its user's queue slots; finishing (or failing) frees it by its status.
        await db.schema.alterTable('draw_tasks').addColumn('queue_slot', 'integer').execute();
        await db.schema
          .createIndex('draw_tasks_queue_slot')
          .on('draw_tasks')
          .columns(['user_id', 'queue_slot'])
          .unique()
          .where(sql.ref('status'), 'in', [sql.lit(TASK_STATUS.queued), sql.lit(TASK_STATUS.running)])
          .execute();
      },
    },
    '0028_synthesis_daily_slots': {
      async up(db: AnyDb) {
        // A user's nth synthesis of a day takes slot n: the key holds the daily quota under parallel submits, and
        // deleting a task does not give its submission back.
        await db.schema
          .createTable('synthesis_submissions')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('day', 'text', notNull)
          .addColumn('slot', 'integer', notNull)
          .addColumn('created_at', ms, notNull)
          .addPrimaryKeyConstraint('synthesis_submissions_pk', ['user_id', 'day', 'slot'])
          .execute();
        await sql`INSERT INTO synthesis_submissions (user_id, day, slot, created_at)
          SELECT user_id, day, ROW_NUMBER() OVER (PARTITION BY user_id, day ORDER BY id), created_at FROM tasks`.execute(
          db,
        );
      },
    },
  };
}

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations() {
    return migrations(this.dialect);
  }
}

/** Brings the schema up to date; runs at every start. */
export async function migrateToLatest(db: AnyDb, dialect: DialectName): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

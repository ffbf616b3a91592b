import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../domain/context';
import { notFound } from '../../domain/errors';
import type { TemplateSamples } from '../../domain/synthesis/samples';
import type { SpeechRuntime } from '../../engines/speech/runtime';
import { sendStoredFile } from '../storedFile';

function hue(text: string) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export function avatarSvg(seed: string, label: string) {
  const h = hue(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,62%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,42%)"/></linearGradient></defs>
<rect width="160" height="160" rx="80" fill="url(#g)"/><text x="80" y="80" dy="0.35em" text-anchor="middle" font-size="64" font-family="PingFang SC, Noto Sans CJK SC, sans-serif" fill="#fff">${escapeXml(label.slice(0, 1))}</text></svg>`;
}

function bannerSvg(title: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="120" viewBox="0 0 1440 120" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="b" x1="0" x2="1"><stop offset="0" stop-color="#1f5eff"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
<rect width="1440" height="120" fill="url(#b)"/><text x="720" y="60" dy="0.35em" text-anchor="middle" font-size="40" font-family="PingFang SC, Noto Sans CJK SC, sans-serif" fill="#fff">${escapeXml(title)}</text></svg>`;
}

export interface MediaDeps {
  speech: () => Promise<SpeechRuntime>;
  samples: TemplateSamples;
}

/** Generated artwork (avatars carry the first character of their owner's name), sounds, music and voice samples. */
export function mediaRoutes(app: FastifyInstance, ctx: ServerContext, deps: MediaDeps) {
  app.get<{ Params: { file: string } }>('/media/avatars/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '');
    const [kind, rawId] = name.split('-');
    const id = Number(rawId);
    let label = 'D';
    if (kind === 'anchor' && id) {
      label =
        (await ctx.db.selectFrom('anchors').select('name').where('id', '=', id).executeTakeFirst())?.name ?? label;
    } else if (kind === 'template' && id) {
      label =
        (await ctx.db.selectFrom('templates').select('title').where('id', '=', id).executeTakeFirst())?.title ?? label;
    } else if (kind === 'role' && id) {
      label = (await ctx.db.selectFrom('roles').select('name').where('id', '=', id).executeTakeFirst())?.name ?? label;
    } else if (kind === 'user' && id) {
      label =
        (await ctx.db.selectFrom('home_comments').select('nickname').where('id', '=', id).executeTakeFirst())
          ?.nickname ?? label;
    }
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml');
    return avatarSvg(name, label);
  });
  app.get<{ Params: { file: string } }>('/media/banners/:file', async (_request, reply) => {
    const banner = await ctx.db.selectFrom('banners').select('name').orderBy('id').executeTakeFirst();
    reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml');
    return bannerSvg(banner?.name ?? '配音工坊');
  });

  app.get<{ Params: { file: string } }>('/media/sounds/:file', async (request, reply) => {
    const speech = await deps.speech();
    const sound = speech.manifest.sounds.find((s) => s.file === request.params.file);
    if (!sound) throw notFound('音效不存在');
    reply.header('content-type', 'audio/mpeg').header('cache-control', 'public, max-age=86400');
    return reply.send(createReadStream(join(speech.assetsDir, sound.file)));
  });
  app.get<{ Params: { file: string } }>('/media/music/:file', async (request, reply) => {
    const speech = await deps.speech();
    const track = speech.manifest.music.find((m) => m.file === request.params.file);
    if (!track) throw notFound('背景音乐不存在');
    reply.header('content-type', 'audio/mpeg').header('cache-control', 'public, max-age=86400');
    return reply.send(createReadStream(join(speech.assetsDir, track.file)));
  });
  app.get<{ Params: { file: string } }>('/media/samples/:file', async (request, reply) => {
    const match = /^template-(\d+)\.mp3$/.exec(request.params.file);
    if (!match) throw notFound('样音不存在');
    const key = await deps.samples.key(Number(match[1]));
    reply.header('content-type', 'audio/mpeg').header('cache-control', 'public, max-age=86400');
    return sendStoredFile(request, reply, deps.samples.files, key, '样音不存在');
  });
}

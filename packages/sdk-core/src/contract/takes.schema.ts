import type { InferInput } from 'valibot';
import { array, maxLength, maxValue, minValue, optional, pipe, string } from 'valibot';
import { SENTENCE_LIST_MAX, SENTENCE_TAKES_MAX } from '../rules/takes';
import { anchorId, anchorType, fields, id, int, intensity, pitchRate, required, speechRate, volume } from './fields';

/** Request schemas of a sentence's takes: the voice as a task would speak it, and the sentence's markup. */
const voice = {
  anchorType,
  anchorId,
  templateId: optional(id, 0),
  intensity: optional(intensity, 1),
  role: optional(string(), ''),
  pitchRate: optional(pitchRate, 0),
  speechRate: optional(speechRate, 1),
  volume: optional(volume, 100),
};
const take = pipe(int, minValue(0), maxValue(SENTENCE_TAKES_MAX - 1));

export const takesBody = fields({ ...voice, sentences: pipe(array(string()), maxLength(SENTENCE_LIST_MAX)) });
export const takeSentenceBody = fields({ ...voice, sentence: required('句子内容不能为空') });
export const takeBody = fields({ ...voice, sentence: required('句子内容不能为空'), take });

export type TakesBody = InferInput<typeof takesBody>;
export type TakeSentenceBody = InferInput<typeof takeSentenceBody>;
export type TakeBody = InferInput<typeof takeBody>;

export const takesSchemas = {
  list: takesBody,
  audio: takeBody,
  regenerate: takeSentenceBody,
  pin: takeBody,
};

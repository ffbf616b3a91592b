/**
 * Number readings (spec part 2 §5): the readings offered for a selected number, and the default reading of numbers in
 * running text that the synthesis front-end uses.
 */

export interface NumberReading {
  /** What the number-reading menu shows, e.g. 年份. */
  name: string;
  /** The Chinese text read aloud. */
  value: string;
}

export const NUMBER_SELECTION_REQUIRED = '请选择需要设置读法的数字内容';
export const NUMBER_NOT_RECOGNISED = '无法识别当前选中的数字！';

/** Reading names, as the number-reading menu shows them. */
export const NUMBER_READING_NAMES = {
  date: '日期',
  time: '时间',
  score: '比分',
  phone: '号码',
  code: '编号',
  value: '数值',
  year: '年份',
  digits: '逐位',
  fraction: '分数',
} as const;

const DIGITS = '零一二三四五六七八九';
const POSITIONS = ['', '十', '百', '千'];
const SECTIONS = ['', '万', '亿', '万亿'];

/** Digit by digit; phone numbers read 1 as 幺; a dash is read 杠 and other separators are silent. */
export function readDigits(digits: string, one: '一' | '幺' = '一'): string {
  let out = '';
  for (const char of digits) {
    if (char === '1') out += one;
    else if (char >= '0' && char <= '9') out += DIGITS[char.charCodeAt(0) - 48];
    else if (char === '-') out += '杠';
  }
  return out;
}

function readSection(section: string, leading: boolean, unit: string): string {
  let out = '';
  let zero = false;
  for (let k = 0; k < 4; k++) {
    const digit = section.charCodeAt(k) - 48;
    const position = 3 - k;
    if (digit === 0) {
      zero ||= out !== '';
      continue;
    }
    if (zero) out += '零';
    zero = false;
    const first = leading && out === '';
    let spoken = DIGITS[digit] as string;
    // 十五, not 一十五; 两千, 两百, 两万, but 二十 and 十二.
    if (digit === 1 && position === 1 && first) spoken = '';
    else if (digit === 2 && first && (position >= 2 || (position === 0 && unit))) spoken = '两';
    out += spoken + POSITIONS[position];
  }
  return out;
}

/** A whole number as a value: 2026 → 两千零二十六, 100500 → 十万零五百 (up to 16 digits). */
export function readInteger(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed === '0') return '零';
  if (trimmed.length > 16) return readDigits(trimmed);
  const sections: string[] = [];
  for (let end = trimmed.length; end > 0; end -= 4)
    sections.unshift(trimmed.slice(Math.max(0, end - 4), end).padStart(4, '0'));
  let out = '';
  let zero = false;
  sections.forEach((section, i) => {
    const unit = SECTIONS[sections.length - 1 - i] as string;
    if (section === '0000') {
      zero ||= out !== '';
      return;
    }
    if (out && (zero || section[0] === '0')) out += '零';
    zero = false;
    out += readSection(section, out === '', unit) + unit;
  });
  return out;
}

/** A signed whole or decimal value: -3.05 → 负三点零五. */
export function readValue(number: string): string {
  const negative = number.startsWith('-');
  const [whole = '', fraction] = number.replace(/^[-+]/, '').replace(/,/g, '').split('.');
  return (negative ? '负' : '') + readInteger(whole) + (fraction ? `点${readDigits(fraction)}` : '');
}

const twoDigits = (part: string) =>
  part.length === 2 && part[0] === '0' ? `零${readDigits(part[1] as string)}` : readInteger(part);

const LONG_DATE = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
const SHORT_DATE = /^(\d{2})-(\d{1,2})-(\d{1,2})$/;
const TIME = /^(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?$/;
const SCORE = /^(\d{1,3})[:：](\d{1,3})$/;
const PHONE = /^(?:1[3-9]\d(?:[- ]?\d{4}){2}|0\d{2,3}-?\d{7,8}|[48]00-?\d{3}-?\d{4})$/;
const DASH_CODE = /^\d+(?:-\d+)+$/;
const INTEGER = /^-?(?:\d{1,10}|\d{1,3}(?:,\d{3}){1,3})$/;
const DECIMAL = /^-?(?:\d{1,16}|\d{1,3}(?:,\d{3})+)\.\d+$/;
const FRACTION = /^(\d{1,10})\/(\d{1,10})$/;
const DIGIT_STRING = /^\d{2,12}$/;

// Each pattern's reading, or undefined when the text is not one.

function dateReading(text: string): string | undefined {
  const match = LONG_DATE.exec(text) ?? SHORT_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [match[1], match[match.length - 2], match[match.length - 1]] as [string, string, string];
  if (+month < 1 || +month > 12 || +day < 1 || +day > 31) return undefined;
  return `${readDigits(year)}年${readInteger(month)}月${readInteger(day)}日`;
}

function timeReading(text: string): string | undefined {
  const [, hour = '', minute = '', second = '00'] = TIME.exec(text) ?? [];
  if (!hour || +hour > 24 || +minute > 59 || +second > 59) return undefined;
  const out = `${+hour === 2 ? '两' : readInteger(hour)}点`;
  if (!+minute && !+second) return `${out}整`;
  return `${out}${twoDigits(minute)}分${+second ? `${twoDigits(second)}秒` : ''}`;
}

function scoreReading(text: string): string | undefined {
  const match = SCORE.exec(text);
  return match ? `${readInteger(match[1] as string)}比${readInteger(match[2] as string)}` : undefined;
}

function fractionReading(text: string): string | undefined {
  const match = FRACTION.exec(text);
  return match && +(match[2] as string)
    ? `${readInteger(match[2] as string)}分之${readInteger(match[1] as string)}`
    : undefined;
}

/**
 * The readings offered for a selected number, best first: dates (yyyy-m-d, yy-m-d), times (h:m:s, h:m), scores,
 * phone numbers (1 read 幺), dash codes, integers up to 10 digits, decimals (whole part up to 16 digits), fractions
 * and digit strings up to 12 digits. Empty when the selection is not one of them.
 */
export function numberReadings(selection: string): NumberReading[] {
  const text = selection.trim();
  const readings: NumberReading[] = [];
  const add = (name: string, value: string | undefined) => {
    if (value && !readings.some((reading) => reading.value === value)) readings.push({ name, value });
  };
  const names = NUMBER_READING_NAMES;
  add(names.date, dateReading(text));
  add(names.time, timeReading(text));
  add(names.score, scoreReading(text));
  if (PHONE.test(text)) add(names.phone, readDigits(text.replace(/[- ]/g, ''), '幺'));
  if (DASH_CODE.test(text)) add(names.code, readDigits(text));
  if ((INTEGER.test(text) && !/^-?0\d/.test(text)) || DECIMAL.test(text)) add(names.value, readValue(text));
  if (/^\d{4}$/.test(text)) add(names.year, readDigits(text));
  if (DIGIT_STRING.test(text)) {
    add(names.digits, readDigits(text));
    add(names.phone, readDigits(text, '幺'));
  }
  add(names.fraction, fractionReading(text));
  return readings;
}

/** Why the number-reading menu cannot open for this selection (the spec's message), or null when it can. */
export function validateNumberSelection(selection: string): string | null {
  if (!selection.trim()) return NUMBER_SELECTION_REQUIRED;
  return numberReadings(selection).length ? null : NUMBER_NOT_RECOGNISED;
}

// Numbers in running text: grouped thousands, or digit runs joined by date, time, code and fraction separators.
const NUMBER_IN_TEXT = /(?:(?<![\dA-Za-z])-)?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[-/.:：]\d+)*)[%％]?/g;
// Words after which 2 is read 两 (两个, 两点, 两万 …).
const MEASURES = '个只本次位条件张天年周岁斤米倍种台辆家项部层杯点万千百亿分小公块名人';

function readInText(token: string, before: string, after: string): string {
  if (/[%％]$/.test(token)) {
    const negative = token.startsWith('-');
    return `${negative ? '负' : ''}百分之${readInText(token.slice(negative ? 1 : 0, -1), '', '')}`;
  }
  const reading = dateReading(token) ?? timeReading(token) ?? scoreReading(token);
  if (reading) return reading;
  if (PHONE.test(token)) return readDigits(token.replace(/-/g, ''), '幺');
  const match = /^(\d{1,4})-(\d{1,4})$/.exec(token);
  if (match && Number(match[1]) < Number(match[2]))
    return `${readInText(match[1] as string, before, '')}到${readInText(match[2] as string, '', after)}`;
  if (DASH_CODE.test(token)) return readDigits(token);
  const fraction = fractionReading(token);
  if (fraction) return fraction;
  if (/^-?[\d,]+(?:\.\d+)?$/.test(token)) {
    const digits = token.replace(/^-/, '');
    if (/^\d{4}$/.test(digits) && after === '年') return readDigits(digits);
    // A bare digit run with a leading 0 or over 10 digits is an ID; a sign, separators or a point make a quantity.
    if (/^(?:0\d+|\d{11,})$/.test(token)) return readDigits(token);
    if (token === '2' && before !== '第' && after && MEASURES.includes(after)) return '两';
    return readValue(token);
  }
  // Anything else (versions, addresses): each run of digits as a value, a dot read 点.
  return token.replace(/\d+|\./g, (part) =>
    part === '.' ? '点' : part.length > 10 ? readDigits(part) : readInteger(part),
  );
}

/**
 * Bare numbers in running text with their everyday reading: 2026年 → 二零二六年, 3.5 → 三点五, 10:30 → 十点三十分,
 * a mobile number digit by digit with 幺, 50% → 百分之五十, 2个 → 两个, other numbers as values.
 */
export function normalizeNumbers(text: string): string {
  return text.replace(NUMBER_IN_TEXT, (token, offset: number) =>
    readInText(token, text[offset - 1] ?? '', text[offset + token.length] ?? ''),
  );
}

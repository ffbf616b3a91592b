import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptDocument } from './document.arbitrary';
import { MarkupError } from './error';
import { parse, serialize } from './wire';

const neverThrowsButMarkupError = (text: string, version: 1 | 2 = 2) => {
  try {
    parse(text, version);
  } catch (error) {
    if (!(error instanceof MarkupError)) throw error;
  }
};

const tagSoup = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<speak>',
        '</speak>',
        '<speak/>',
        '<?xml version="1.0"?>',
        '<!-- -->',
        '<![CDATA[x]]>',
        '<break time="500ms"/>',
        '<break time="1.5s">',
        '<break',
        '<phoneme alphabet="py" ph="hang2">',
        '</phoneme>',
        '<sub alias="x">',
        '<sub alias="x" dk:reading="y">',
        '</sub>',
        '<say-as interpret-as="word">',
        '</say-as>',
        '<audio src="a" dk:name="b" dk:duration="1"/>',
        '<voice name="a" dk:anchor="1" dk:template="2" dk:template-name="t" dk:pitch="0" dk:speed="1" dk:volume="50">',
        '</voice>',
        '<prosody pitch="1" rate="1" volume="1">',
        '</prosody>',
        '<dk:continuous>',
        '</dk:continuous>',
        '<dk:narration enabled="true">',
        '<dk:pause mark="，" time="200ms" enabled="true"/>',
        '</dk:narration>',
        '<constructor>',
        '<__proto__ x="1">',
        '<toString/>',
        '&amp;',
        '&#65;',
        '&#x110000;',
        '&constructor;',
        '&',
        '<',
        '>',
        '</',
        '"',
        "'",
        '=',
        '/>',
        '\n',
        ' ',
      ),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('properties of the wire format', () => {
  it('parse(serialize(doc)) deep-equals doc', () => {
    fc.assert(
      fc.property(scriptDocument, (doc) => {
        expect(parse(serialize(doc))).toEqual(doc);
      }),
      { numRuns: 1000 },
    );
  });

  it('serialises what it parses to the same text', () => {
    fc.assert(
      fc.property(scriptDocument, (doc) => {
        const text = serialize(doc);
        expect(serialize(parse(text))).toBe(text);
      }),
    );
  });

  it('never throws anything but MarkupError on arbitrary strings, in either version', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        neverThrowsButMarkupError(text);
        neverThrowsButMarkupError(`<speak>${text}</speak>`);
        neverThrowsButMarkupError(text, 1);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws anything but MarkupError on tag soup', () => {
    fc.assert(
      fc.property(tagSoup, (soup) => {
        neverThrowsButMarkupError(soup);
        neverThrowsButMarkupError(`<speak>${soup}</speak>`);
        neverThrowsButMarkupError(soup, 1);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws anything but MarkupError on damaged markup', () => {
    fc.assert(
      fc.property(scriptDocument, fc.nat(), fc.nat({ max: 8 }), fc.string({ maxLength: 3 }), (doc, at, cut, insert) => {
        const text = serialize(doc);
        const position = at % (text.length + 1);
        neverThrowsButMarkupError(text.slice(0, position) + insert + text.slice(position + cut));
      }),
      { numRuns: 1000 },
    );
  });
});

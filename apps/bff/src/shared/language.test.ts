import express from 'express';
import { describe, expect, it } from 'vitest';
import { firstLanguage, requestLanguage } from './language';

/** A request with only the headers given, with Express's own acceptsLanguages. */
const requestWith = (headers: Record<string, string>) =>
  Object.assign(Object.create(express.request) as express.Request, { headers });

describe('requestLanguage', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['mr-IN', 'mr'],
    ['mr', 'mr'],
    ['en-IN,en;q=0.9', 'en'],
    ['en-US;q=0.5,mr;q=0.8,hi;q=0.7', 'mr'],
    ['fr-FR,hi;q=0.3', 'hi'],
    ['hi;q=0,mr;q=0.1', 'mr'],
    ['fr-FR,de;q=0.9', 'en'],
    ['*', 'en'],
  ])('when Accept-Language is %s, then %s', (header, expected) => {
    expect(requestLanguage(requestWith({ 'accept-language': header }))).toBe(expected);
  });

  it('when there is no Accept-Language, then English', () => {
    expect(requestLanguage(requestWith({}))).toBe('en');
  });
});

describe('firstLanguage', () => {
  it('when the first candidates are unknown or not ours, then the first of ours that is known', () => {
    expect(firstLanguage(null, undefined, 'fr', 'mr', 'hi')).toBe('mr');
  });

  it('when none is known, then English', () => {
    expect(firstLanguage(null, undefined)).toBe('en');
  });
});

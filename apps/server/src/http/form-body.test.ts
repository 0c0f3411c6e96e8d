import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { parseForm } from './form-body';

describe('parseForm', () => {
  it('nests dot keys and keeps values as strings', () => {
    expect(parseForm('a.b=1&a.c.d=x%20y&e=')).toEqual({ a: { b: '1', c: { d: 'x y' } }, e: '' });
  });

  it('builds lists from indexes, appends and repeats', () => {
    expect(parseForm('items[0].name=x&items[1].name=y')).toEqual({ items: [{ name: 'x' }, { name: 'y' }] });
    expect(parseForm('ids[]=1&ids[]=2')).toEqual({ ids: ['1', '2'] });
    expect(parseForm('id=1&id=2&id=3')).toEqual({ id: ['1', '2', '3'] });
  });

  it('reads bracket object keys like dots', () => {
    expect(parseForm('filter[sport]=1')).toEqual({ filter: { sport: '1' } });
  });

  it.each(['__proto__=1', 'a.__proto__.b=1', 'constructor[prototype][x]=1', 'a.prototype=1', 'a[constructor]=1'])(
    'refuses %s without touching Object.prototype',
    (text) => {
      expect(() => parseForm(text)).toThrow(AppError);
      expect(({} as Record<string, unknown>).b ?? ({} as Record<string, unknown>).x).toBeUndefined();
    },
  );

  it('refuses keys that are both a value and a parent', () => {
    expect(() => parseForm('a=1&a.b=2')).toThrow(/body\.a\.b: conflicts/);
    expect(() => parseForm('a.b=2&a=1')).toThrow(/body\.a: conflicts/);
  });

  it('bounds depth and list indexes', () => {
    expect(() => parseForm('a.b.c.d.e.f.g.h.i=1')).toThrow(/levels deep/);
    expect(() => parseForm('a[1000]=1')).toThrow(/index must be/);
  });
});

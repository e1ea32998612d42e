import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { uncheckedPathId } from '../../../../server/shared/pathId';

const mit = (id: unknown) => ({ params: { id } }) as unknown as FastifyRequest;

describe('uncheckedPathId', () => {
  it('liest eine Id nur aus Ziffern ohne führende Null, wie das Schema sie annimmt', () => {
    expect(uncheckedPathId(mit('3'), 'id')).toBe(3);
    expect(uncheckedPathId(mit('2147483647'), 'id')).toBe(2147483647);
    for (const form of ['0x3', '0b11', '0o3', '3e0', '+3', ' 3', '3 ', '3.0', '03', '0', '-3', '', 'abc', '99999999999999999999']) {
      expect(uncheckedPathId(mit(form), 'id'), form).toBeNull();
    }
    expect(uncheckedPathId(mit(undefined), 'id')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { rightsFor } from './rights.ts';

describe('rightsFor', () => {
  it('maps each role to its rights and limits read-only tokens to reading', () => {
    expect(rightsFor('admin', null)).toEqual(['lesen', 'anfragen', 'entscheiden', 'verwalten', 'einrichten']);
    expect(rightsFor('approver', null)).toEqual(['lesen', 'anfragen', 'entscheiden']);
    expect(rightsFor('user', null)).toEqual(['lesen', 'anfragen']);
    expect(rightsFor('child', null)).toEqual(['lesen', 'anfragen']);
    expect(rightsFor('admin', { readOnly: false })).toEqual(rightsFor('admin', null));
    expect(rightsFor('admin', { readOnly: true })).toEqual(['lesen', 'verwalten']);
    expect(rightsFor('approver', { readOnly: true })).toEqual(['lesen']);
    expect(rightsFor('child', { readOnly: true })).toEqual(['lesen']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  allows,
  assignNeeds,
  type BankAccess,
  type MateriOwnership,
  materiAccess,
  mayArchiveMateri,
} from './bank-access';
import type { Actor } from './ownership';

const A = 10;
const B = 20;
const C = 30;
const lecturerA: Actor = { staffId: A, role: 'dosen' };
const lecturerB: Actor = { staffId: B, role: 'dosen' };
const admin: Actor = { staffId: 99, role: 'admin' };

const m = (o: Partial<MateriOwnership>): MateriOwnership => ({
  owner_id: null,
  tryout: false,
  lecturers: [],
  share: null,
  ...o,
});

describe('materiAccess', () => {
  it.each<[string, Actor, MateriOwnership, boolean, BankAccess]>([
    ['admin, admins bank', admin, m({}), false, 'manage'],
    ["admin, a lecturer's materi", admin, m({ owner_id: A }), false, 'manage'],
    ['lecturer, admins bank, setting off: reads', lecturerA, m({}), false, 'read'],
    ['lecturer, admins bank, setting on: writes', lecturerA, m({}), true, 'write'],
    [
      'lecturer, tryout materi of another lecturer, setting off',
      lecturerB,
      m({ owner_id: A, tryout: true }),
      false,
      'read',
    ],
    [
      'owner of a tryout materi still manages it',
      lecturerA,
      m({ owner_id: A, tryout: true }),
      false,
      'manage',
    ],
    ['owner', lecturerA, m({ owner_id: A }), false, 'manage'],
    ['another lecturer, not shared', lecturerB, m({ owner_id: A }), false, 'none'],
    ['another lecturer, setting on changes nothing', lecturerB, m({ owner_id: A }), true, 'none'],
    ['shared to read', lecturerB, m({ owner_id: A, share: 'read' }), false, 'read'],
    ['shared to edit', lecturerB, m({ owner_id: A, share: 'write' }), false, 'write'],
    [
      'lecturer of a course using it co-owns it',
      lecturerB,
      m({ owner_id: A, lecturers: [B] }),
      false,
      'manage',
    ],
    ["a course materi without an owner is its lecturer's", lecturerB, m({ lecturers: [B] }), false, 'manage'],
    ['a course materi is not in the admins bank for others', lecturerA, m({ lecturers: [B] }), true, 'none'],
    [
      'lecturer of a course using a tryout materi only reads it',
      lecturerB,
      m({ tryout: true, lecturers: [B] }),
      false,
      'read',
    ],
    [
      'a course using it makes no one else an owner',
      lecturerB,
      m({ owner_id: A, lecturers: [C] }),
      false,
      'none',
    ],
    ['share to edit on the admins bank, setting off', lecturerB, m({ share: 'write' }), false, 'write'],
  ])('%s', (_name, actor, materi, setting, expected) => {
    expect(materiAccess(actor, materi, setting)).toBe(expected);
  });
});

describe('allows', () => {
  it.each<[BankAccess, BankAccess, boolean]>([
    ['none', 'read', false],
    ['read', 'read', true],
    ['read', 'write', false],
    ['write', 'write', true],
    ['write', 'manage', false],
    ['manage', 'read', true],
    ['manage', 'manage', true],
  ])('%s allows %s: %s', (have, need, expected) => {
    expect(allows(have, need)).toBe(expected);
  });
});

describe('assignNeeds', () => {
  it.each<[string, MateriOwnership, BankAccess]>([
    ['admins bank: reading is enough', m({}), 'read'],
    ['a tryout materi: reading is enough', m({ owner_id: A, tryout: true }), 'read'],
    ["a lecturer's materi: its managers only", m({ owner_id: A }), 'manage'],
    ["a course's materi: its managers only", m({ lecturers: [A] }), 'manage'],
  ])('%s', (_name, materi, expected) => {
    expect(assignNeeds(materi)).toBe(expected);
  });
});

describe('mayArchiveMateri', () => {
  it.each<[string, Actor, MateriOwnership, BankAccess, boolean]>([
    ['admin, admins bank', admin, m({}), 'manage', true],
    ['admin, a tryout materi of a lecturer', admin, m({ owner_id: A, tryout: true }), 'manage', true],
    ['lecturer writing the admins bank (setting on)', lecturerA, m({}), 'write', false],
    ['lecturer with a write share on the admins bank', lecturerB, m({ share: 'write' }), 'write', false],
    ['owner of a materi used by the tryout', lecturerA, m({ owner_id: A, tryout: true }), 'manage', false],
    ['owner of their own materi', lecturerA, m({ owner_id: A }), 'manage', true],
    ['course lecturer co-owning it', lecturerB, m({ owner_id: A, lecturers: [B] }), 'manage', true],
    ['colleague with a write share', lecturerB, m({ owner_id: A, share: 'write' }), 'write', true],
    ['colleague with a read share', lecturerB, m({ owner_id: A, share: 'read' }), 'read', false],
    ['stranger', lecturerB, m({ owner_id: A }), 'none', false],
  ])('%s → %s', (_name, actor, materi, access, expected) => {
    expect(mayArchiveMateri(actor, materi, access)).toBe(expected);
  });
});

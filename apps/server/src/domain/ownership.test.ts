import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  courseWriteRefusal,
  type ExamOwnership,
  examOwner,
  mayArchiveExam,
  mayManageExam,
} from './ownership';

const A = 10;
const B = 20;
const lecturerA: Actor = { staffId: A, role: 'dosen' };
const lecturerB: Actor = { staffId: B, role: 'dosen' };
const admin: Actor = { staffId: 99, role: 'admin' };

const exam = (e: Partial<ExamOwnership>): ExamOwnership => ({
  kategori: 'matkul',
  id_matkul: null,
  id_dosen: null,
  created_by: null,
  ...e,
});

describe('examOwner', () => {
  it.each<[string, ExamOwnership, 'shared' | number | null]>([
    ['course exam: the course lecturer', exam({ id_matkul: 1, id_dosen: A, created_by: B }), A],
    [
      'tryout exam in a course: the course lecturer',
      exam({ kategori: 'tryout', id_matkul: 1, id_dosen: A }),
      A,
    ],
    ['course exam without a course: its creator', exam({ created_by: B }), B],
    ['course exam without a course or creator: nobody', exam({}), null],
    ['tryout exam without a course: shared', exam({ kategori: 'tryout', created_by: A }), 'shared'],
  ])('%s', (_name, e, owner) => {
    expect(examOwner(e)).toBe(owner);
  });
});

describe('mayManageExam', () => {
  const ofA = exam({ id_matkul: 1, id_dosen: A, created_by: A });
  const shared = exam({ kategori: 'tryout' });
  const orphan = exam({});
  it.each<[string, Actor, ExamOwnership, boolean]>([
    ['owner, own course exam', lecturerA, ofA, true],
    ['other lecturer, course exam', lecturerB, ofA, false],
    ['admin, course exam', admin, ofA, true],
    ['lecturer, shared tryout exam', lecturerB, shared, true],
    ['admin, shared tryout exam', admin, shared, true],
    ['lecturer, course exam of nobody', lecturerA, orphan, false],
    ['admin, course exam of nobody', admin, orphan, true],
    [
      'creator, exam created into a course now of another',
      lecturerB,
      exam({ id_matkul: 1, id_dosen: A, created_by: B }),
      false,
    ],
  ])('%s → %s', (_name, actor, e, allowed) => {
    expect(mayManageExam(actor, e)).toBe(allowed);
  });
});

describe('mayArchiveExam', () => {
  const ofA = exam({ id_matkul: 1, id_dosen: A, created_by: A });
  it.each<[string, Actor, ExamOwnership, boolean]>([
    ['course lecturer, own course exam', lecturerA, ofA, true],
    ['other lecturer, course exam', lecturerB, ofA, false],
    ['admin, course exam', admin, ofA, true],
    ['lecturer, shared tryout exam', lecturerB, exam({ kategori: 'tryout' }), false],
    ['lecturer who created a tryout exam', lecturerA, exam({ kategori: 'tryout', created_by: A }), false],
    [
      'course lecturer, tryout exam in their course',
      lecturerA,
      exam({ kategori: 'tryout', id_matkul: 1, id_dosen: A }),
      false,
    ],
    ['admin, tryout exam', admin, exam({ kategori: 'tryout' }), true],
    ['creator, course exam without a course', lecturerB, exam({ created_by: B }), true],
    ['lecturer, course exam of nobody', lecturerA, exam({}), false],
  ])('%s → %s', (_name, actor, e, allowed) => {
    expect(mayArchiveExam(actor, e)).toBe(allowed);
  });
});

describe('courseWriteRefusal', () => {
  it.each<[string, Actor, number | null, number | null, string | null]>([
    ['lecturer creates own course', lecturerA, null, A, null],
    ['lecturer creates a course for another', lecturerA, null, B, STAFF_MSG.matkulOwnOnly],
    ['admin creates a course for a lecturer', admin, null, B, null],
    ['owner edits, keeps the lecturer', lecturerA, A, A, null],
    ['owner gives the course away', lecturerA, A, B, STAFF_MSG.matkulReassignAdminOnly],
    ['other lecturer edits', lecturerB, A, A, STAFF_MSG.matkulNotYours],
    ['other lecturer takes the course', lecturerB, A, B, STAFF_MSG.matkulNotYours],
    ['admin reassigns', admin, A, B, null],
    ['owner deletes', lecturerA, A, null, null],
    ['other lecturer deletes', lecturerB, A, null, STAFF_MSG.matkulNotYours],
    ['admin deletes', admin, A, null, null],
  ])('%s', (_name, actor, current, next, refusal) => {
    expect(courseWriteRefusal(actor, current, next)).toBe(refusal);
  });
});

import type { ArchivableUjian } from '@tryout/shared/exam-course-archive';
import { MSG } from '@tryout/shared/messages';
import type { StaffUjian } from '@tryout/shared/staff/exams';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useState } from 'react';
import { refocusAfterArchive } from '../../components/BankArchive';
import { FormModal } from '../../components/CrudModal';
import { confirmDelete, deleteRefusedOr } from '../../components/confirmDelete';
import { notifyError, notifySuccess } from '../../components/notify';
import { useAddUjian } from './addUjian';
import { useArchiveUjian } from './archiveUjian';
import { useDeleteUjian } from './deleteUjian';
import { ExamForm } from './ExamForm';
import { useUpdateUjian } from './updateUjian';

/**
 * The one 'Tambah Ujian' modal (add and edit), the delete confirmation and the archive
 * ('Arsipkan' / 'Pulihkan', docs/decisions/0016; a delete refused for the exam's results offers
 * 'Arsipkan'). Errors are shown to the user with the server's message (design.md §4).
 */
export function useExamActions() {
  const add = useAddUjian();
  const update = useUpdateUjian();
  const remove = useDeleteUjian();
  const archive = useArchiveUjian();
  const [editing, setEditing] = useState<StaffUjian | 'new' | null>(null);

  const openAdd = () => setEditing('new');
  const openEdit = (e: StaffUjian) => setEditing(e);
  const onArchive = (e: ArchivableUjian, arsip: boolean) =>
    archive.mutate(
      { id: e.id_ujian, arsip },
      {
        onSuccess: (res) => {
          notifySuccess(res.message);
          refocusAfterArchive();
        },
        onError: (err) => notifyError(err),
      },
    );
  const onDelete = (e: ArchivableUjian) =>
    confirmDelete('Hapus Ujian ?', () =>
      remove.mutate(e.id_ujian, {
        onSuccess: () => notifySuccess(STAFF_MSG.deleted),
        onError: deleteRefusedOr(
          'Hapus Ujian ?',
          e.boleh_arsip && !e.diarsipkan_pada ? () => onArchive(e, true) : undefined,
        ),
      }),
    );

  const exam = editing && editing !== 'new' ? editing : undefined;
  const modal = (
    <FormModal
      opened={editing != null}
      onClose={() => setEditing(null)}
      title={exam ? 'Edit Ujian' : 'Tambah Ujian'}
      size="lg"
    >
      {editing != null && (
        <ExamForm
          key={exam?.id_ujian ?? 'new'}
          exam={exam}
          submitting={add.isPending || update.isPending}
          onCancel={() => setEditing(null)}
          onSubmit={(body) =>
            exam
              ? update.mutate(
                  { id: exam.id_ujian, body },
                  {
                    onSuccess: () => {
                      notifySuccess(STAFF_MSG.examUpdated, { title: MSG.infoTitle });
                      setEditing(null);
                    },
                    onError: (err) => notifyError(err),
                  },
                )
              : add.mutate(body, {
                  onSuccess: () => {
                    notifySuccess(STAFF_MSG.examAdded);
                    setEditing(null);
                  },
                  onError: (err) => notifyError(err),
                })
          }
        />
      )}
    </FormModal>
  );
  return { openAdd, openEdit, onDelete, onArchive, modal };
}

import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IMPORT_MSG } from '@tryout/shared/import-messages';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useState } from 'react';
import { notifyError, TOAST_MS } from '../../components/notify';
import { downloadExport, type ExportKind } from './importSoal';

/** 'Ekspor Soal': a group's or a materi's questions as Word or Excel (the import template), GIFT, Moodle XML or a QTI 3.0 package. */
export function ExportButtons({ of, id, name }: { of: 'group' | 'materi'; id: number; name: string }) {
  const [busy, setBusy] = useState(false);
  async function run(kind: ExportKind) {
    setBusy(true);
    try {
      const note = await downloadExport(of, id, kind, name);
      // what the file could not carry (docs/decisions/0020): said on the page as well as in the file
      if (note)
        notifications.show({
          color: 'yellow',
          title: IMPORT_MSG.exportNoteTitle,
          message: <span style={{ whiteSpace: 'pre-line' }}>{note}</span>,
          autoClose: TOAST_MS * 2,
        });
    } catch (err) {
      notifyError(err, STAFF_MSG.genericRetry);
    } finally {
      setBusy(false);
    }
  }
  const label = of === 'group' ? 'Ekspor Soal' : 'Ekspor Soal Materi';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* the visible words first in the name (WCAG 2.5.3), then which bank */}
        <Button variant="light" color="grape" loading={busy} aria-label={`${label} ${name}`}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run('docx')}>Word (.docx)</Menu.Item>
        <Menu.Item onClick={() => run('excel')}>Excel (.xlsx)</Menu.Item>
        <Menu.Item onClick={() => run('gift')}>GIFT Moodle (.gift)</Menu.Item>
        <Menu.Item onClick={() => run('moodle')}>Moodle XML (.xml)</Menu.Item>
        <Menu.Item onClick={() => run('qti')}>Paket QTI 3.0 (.zip)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { download } from '../api/client';
import { DownloadButton } from './DownloadButton';

/** 'Ekspor Excel': downloads the whole filtered list as .xlsx, made on the server. */
export function ExcelButton({
  path,
  filename,
  query,
  disabled,
}: {
  path: string;
  filename: string;
  query?: Record<string, string | number | undefined | null>;
  disabled?: boolean;
}) {
  return (
    <DownloadButton
      label="Ekspor Excel"
      load={() => download(path, query)}
      filename={filename}
      failure="Ada Kesalahan Coba Lagi Nanti"
      disabled={disabled}
    />
  );
}

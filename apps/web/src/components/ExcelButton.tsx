import { DownloadButton } from './DownloadButton';

/** 'Ekspor Excel': downloads the whole filtered list as .xlsx, made on the server (`load`: the route's download). */
export function ExcelButton({
  load,
  filename,
  disabled,
}: {
  load: () => Promise<Blob>;
  filename: string;
  disabled?: boolean;
}) {
  return (
    <DownloadButton
      label="Ekspor Excel"
      load={load}
      filename={filename}
      failure="Ada Kesalahan Coba Lagi Nanti"
      disabled={disabled}
    />
  );
}

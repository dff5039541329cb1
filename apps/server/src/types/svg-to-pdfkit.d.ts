// svg-to-pdfkit ships no types: the one function the PDF writer calls (lib/export.ts).
declare module 'svg-to-pdfkit' {
  function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: { width?: number; height?: number; preserveAspectRatio?: string; assumePt?: boolean },
  ): void;
  export default SVGtoPDF;
}

declare module 'pdf-parse/lib/pdf-parse.js' {
  function pdfParse(data: Buffer): Promise<{ numpages: number; text: string; info: Record<string, unknown> }>;
  export default pdfParse;
}

// A PDF's text as one line with single spaces, as the invoice tests read it back.
import { PDFParse } from 'pdf-parse';

export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

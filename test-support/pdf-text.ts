// A PDF's text as one line with single spaces, as the invoice tests read it back.
import { PDFParse } from 'pdf-parse';

export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

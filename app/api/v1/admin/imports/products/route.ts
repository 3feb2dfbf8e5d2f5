import { json } from '@/lib/server/http/route';
import { readMultipart } from '@/lib/server/http/multipart';
import { DomainError } from '@/lib/server/errors/domain-error';
import { importProducts } from '@/lib/server/catalogue/product-import';
import { drawProductPreviewsAfterResponse } from '@/lib/server/seo/link-previews';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ERROR_CODES, ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';
import { PRODUCT_IMPORT_LIMITS } from '@/lib/shared/schemas/product-csv-schema';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';
import { defineRoute } from '@/lib/server/http/define-route';
import { importSummarySchema } from '@/lib/shared/schemas/admin-response-schema';

const MB = PRODUCT_IMPORT_LIMITS.maxBytes / (1024 * 1024);

/** multipart/form-data with `file` (CSV) and optional `dry_run=true`: all rows applied, or 422 (the shared
 *  error table's status for IMPORT_REJECTED) listing every problem by line and column with nothing written. */
export const POST = defineRoute(
  {
    summary: 'Imports a products CSV: every row applied, or 422 listing each problem by line and column.',
    auth: { permission: 'catalogue' },
    multipart: { file: 'file', dry_run: 'text' },
    errors: [ADMIN.importRejected],
    response: importSummarySchema,
  },
  async (request, { actor }) => {
    const messages = { notMultipart: M.sendForm, tooLarge: M.tooLarge(MB) };
    const form = await readMultipart(request, PRODUCT_IMPORT_LIMITS.maxBytes, messages);
    const file = form.get('file');
    if (!(file instanceof Blob) || file.size === 0) {
      throw new DomainError(ERROR_CODES.validationFailed, M.fileRequired, { errors: { file: [M.fileRequired] } });
    }
    if (file.size > PRODUCT_IMPORT_LIMITS.maxBytes) throw new DomainError(ERROR_CODES.payloadTooLarge, M.tooLarge(MB));
    const asked = form.get('dry_run') ?? request.nextUrl.searchParams.get('dry_run') ?? '';
    const dryRun = ['true', '1', 'yes'].includes(String(asked).toLowerCase());
    const outcome = await importProducts(actor, new Uint8Array(await file.arrayBuffer()), { dryRun });
    if (!outcome.ok)
      throw new DomainError(ADMIN_ERROR_CODES.importRejected, outcome.message, { errors: outcome.errors });
    drawProductPreviewsAfterResponse(outcome.written);
    return json(outcome.summary);
  },
);

// The shop's own shipping label, 4 x 6 inches (a thermal label printer's size): the AWB as a Code 128 barcode
// and in text, from and to, the declared value, "COD ₹..." or "PREPAID", the order number and the pieces, and
// the day's manifest of pickups on A4. Drawn with the invoice's fonts, which hold the rupee sign.
import 'server-only';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { getDb } from '@/lib/server/db';
import {
  orderItems,
  orders,
  returnRequests,
  shipments,
  type OrderRow,
  type PickupAddress,
  type ShipmentRow,
} from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { fontBuffers, pdfLine, pdfMoney, pdfWrapped } from '@/lib/server/invoices';
import { ADMIN_ORDER_MESSAGES } from '@/lib/shared/messages/admin-orders';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import { SHIPPING_ERROR_CODES as CODES } from '@/lib/shared/shipping-contract';
import type { LabelsQuery } from '@/lib/shared/schemas/shipping-schema';
import { code128Widths } from './code128';
import { readShippingSettings } from './shipping-settings';

/** 4 x 6 inches in PDF points. */
export const LABEL_SIZE: [number, number] = [288, 432];
const MARGIN = 14;

type Doc = PDFKit.PDFDocument;

function newDoc(size: [number, number] | 'A4', title: string, margin = MARGIN): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size, margin, info: { Title: title } });
  for (const [name, buffer] of Object.entries(fontBuffers())) doc.registerFont(name, buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Draws the barcode across the width, bars black on white; answers its height. */
function barcode(doc: Doc, text: string, x: number, y: number, width: number, height: number): number {
  const widths = code128Widths(text);
  // Ten modules of quiet zone each side, as scanners need.
  const modules = widths.reduce((a, b) => a + b, 0) + 20;
  const unit = width / modules;
  let cursor = x + 10 * unit;
  doc.fillColor('#000000');
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cursor, y, w * unit, height).fill();
    cursor += w * unit;
  });
  return height;
}

const addressLines = (party: PickupAddress) =>
  [
    party.name,
    party.address_line_1,
    party.address_line_2,
    `${party.city}, ${party.state} ${party.postal_code}`,
    party.phone ? `Phone ${party.phone}` : '',
  ].filter((text) => text.trim() !== '');

/** The order's live forward parcel, or the parcel of the order with `awb` (a reverse pickup's own label). */
async function liveShipment(orderId: number, awb: string | null = null): Promise<ShipmentRow> {
  const db = await getDb();
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
  const which = awb ? eq(shipments.awb, awb) : and(eq(shipments.kind, 'forward'), ne(shipments.status, 'cancelled'));
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), which));
  if (!row) throw new DomainError(CODES.notBooked, M.notBooked);
  return row;
}

type LabelParts = { shipment: ShipmentRow; order: OrderRow; pieces: number; to: PickupAddress; from: PickupAddress };

/** A forward parcel goes from the shop to the buyer; a reverse pickup from the buyer (its pickup) to the shop. */
async function labelParts(shipment: ShipmentRow): Promise<LabelParts> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, shipment.orderId));
  if (shipment.kind === 'reverse') {
    const [request] = shipment.returnRequestId
      ? await db.select().from(returnRequests).where(eq(returnRequests.id, shipment.returnRequestId))
      : [];
    const shop = (await readShippingSettings(db)).pickup ?? shipment.pickup;
    const pieces = (request?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
    return { shipment, order: order!, pieces, to: shop, from: shipment.pickup };
  }
  const items = await db
    .select({ quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, shipment.orderId));
  const buyer = order!.shippingAddress;
  return {
    shipment,
    order: order!,
    pieces: items.reduce((sum, item) => sum + item.quantity, 0),
    to: { ...buyer, name: buyer.full_name },
    from: shipment.pickup,
  };
}

/** One label on the current page. */
function drawLabel(doc: Doc, { shipment, order, pieces, to, from }: LabelParts): void {
  const width = LABEL_SIZE[0] - 2 * MARGIN;
  const left = MARGIN;
  let y = MARGIN;

  y += pdfLine(doc, shipment.courier, left, y, width / 2, { bold: true, size: 11 });
  pdfLine(doc, shipment.codPaise > 0 ? `COD ${pdfMoney(shipment.codPaise)}` : 'PREPAID', left, MARGIN, width, {
    bold: true,
    size: 13,
    align: 'right',
  });
  y += 4;
  y += barcode(doc, shipment.awb, left, y, width, 62) + 3;
  y += pdfLine(doc, `AWB ${shipment.awb}`, left, y, width, { bold: true, size: 12, align: 'center' });
  doc
    .moveTo(left, y + 2)
    .lineTo(left + width, y + 2)
    .strokeColor('#000000')
    .lineWidth(0.8)
    .stroke();
  y += 8;

  y += pdfLine(doc, 'DELIVER TO', left, y, width, { bold: true, size: 7.5 });
  for (const [i, text] of addressLines(to).entries())
    y += pdfWrapped(doc, text, left, y, width, {
      bold: i === 0 || text.endsWith(to.postal_code),
      size: i === 0 ? 10 : 9,
    });
  y += 6;
  y += pdfLine(doc, 'FROM (RETURN TO)', left, y, width, { bold: true, size: 7.5 });
  for (const text of addressLines(from)) y += pdfWrapped(doc, text, left, y, width, { size: 8 });
  doc
    .moveTo(left, y + 3)
    .lineTo(left + width, y + 3)
    .stroke();
  y += 9;

  const facts: [string, string][] = [
    ['Order', `#${order.id}`],
    ['Pieces', String(pieces)],
    ['Declared value', pdfMoney(shipment.declaredValuePaise)],
    ['Insured', shipment.insured ? 'Yes' : 'No'],
    ['Weight', `${shipment.weightGrams} g, ${shipment.lengthCm} x ${shipment.breadthCm} x ${shipment.heightCm} cm`],
    ['Pickup', shipment.pickupDate],
  ];
  for (const [label, value] of facts) {
    pdfLine(doc, label, left, y, 90, { size: 8.5 });
    y += pdfLine(doc, value, left + 90, y, width - 90, { bold: true, size: 8.5 });
  }
  if (shipment.otpDelivery) {
    y += 4;
    pdfLine(doc, 'OTP DELIVERY: hand over only against the OTP', left, y, width, { bold: true, size: 9 });
  }
}

export async function shippingLabel(
  actor: StaffActor,
  orderId: number,
  awb: string | null = null,
): Promise<{ filename: string; pdf: Buffer }> {
  authorize(actor, 'orders');
  const shipment = await liveShipment(orderId, awb);
  const { doc, done } = newDoc(LABEL_SIZE, `Label ${shipment.awb}`);
  drawLabel(doc, await labelParts(shipment));
  doc.end();
  return { filename: `label-${orderId}-${shipment.awb}.pdf`, pdf: await done };
}

/** Every label of a day's pickups, one per page, to print in one go. */
/**
 * Labels in one file, one 4 x 6 in page each: a pickup day's, or the chosen orders' (all of them booked, or
 * nothing printed and the unbooked named).
 */
export async function pickupLabels(actor: StaffActor, query: LabelsQuery): Promise<{ filename: string; pdf: Buffer }> {
  authorize(actor, 'orders');
  const db = await getDb();
  const forward = and(eq(shipments.kind, 'forward'), ne(shipments.status, 'cancelled'));
  const chosen = query.order_ids;
  const rows = await db
    .select()
    .from(shipments)
    .where(and(forward, chosen ? inArray(shipments.orderId, chosen) : eq(shipments.pickupDate, query.date!)))
    .orderBy(asc(shipments.id));
  if (chosen) {
    const booked = new Set(rows.map((row) => row.orderId));
    const unbooked = chosen.filter((id) => !booked.has(id));
    if (unbooked.length > 0) throw new DomainError(CODES.notBooked, M.notBookedOrders(unbooked));
  } else if (rows.length === 0) throw new DomainError(CODES.notBooked, M.noPickups(query.date!));
  const name = chosen
    ? `orders ${chosen.length === 1 ? chosen[0] : `${chosen[0]} and ${chosen.length - 1} more`}`
    : query.date!;
  const { doc, done } = newDoc(LABEL_SIZE, `Labels ${name}`);
  for (const [i, shipment] of rows.entries()) {
    if (i > 0) doc.addPage({ size: LABEL_SIZE, margin: MARGIN });
    drawLabel(doc, await labelParts(shipment));
  }
  doc.end();
  return { filename: `labels-${chosen ? `orders-${chosen.join('-').slice(0, 60)}` : query.date}.pdf`, pdf: await done };
}

/** The day's pickups on one sheet, for the courier's signature. */
export async function pickupManifest(actor: StaffActor, date: string): Promise<{ filename: string; pdf: Buffer }> {
  authorize(actor, 'orders');
  const db = await getDb();
  const rows = await db
    .select({ shipment: shipments, address: orders.shippingAddress })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.pickupDate, date), eq(shipments.kind, 'forward'), ne(shipments.status, 'cancelled')))
    .orderBy(asc(shipments.courier), asc(shipments.id));
  const { doc, done } = newDoc('A4', `Manifest ${date}`, 36);
  const left = 36;
  const width = 595.28 - 72;
  let y = 36;
  y += pdfLine(doc, `Pickup manifest, ${date}`, left, y, width, { bold: true, size: 15 });
  y += pdfLine(doc, `${rows.length} parcel${rows.length === 1 ? '' : 's'}`, left, y, width, { size: 9 });
  y += 6;
  const cols: [string, number][] = [
    ['AWB', 110],
    ['Order', 45],
    ['Courier', 90],
    ['Consignee', 120],
    ['Pincode', 50],
    ['Declared', 55],
    ['COD', 53],
  ];
  const row = (cells: string[], bold = false) => {
    let x = left;
    cells.forEach((cell, i) => {
      pdfLine(doc, cell, x, y, cols[i]![1] - 4, { bold, size: 8 });
      x += cols[i]![1];
    });
    y += 14;
  };
  row(
    cols.map(([name]) => name),
    true,
  );
  for (const { shipment: s, address } of rows) {
    if (y > 780) {
      doc.addPage();
      y = 36;
    }
    row([
      s.awb,
      `#${s.orderId}`,
      s.courier,
      address.full_name.slice(0, 24),
      address.postal_code,
      pdfMoney(s.declaredValuePaise),
      s.codPaise > 0 ? pdfMoney(s.codPaise) : 'Prepaid',
    ]);
  }
  y += 20;
  pdfLine(doc, 'Handed over by: ____________________    Received by (courier): ____________________', left, y, width, {
    size: 9,
  });
  doc.end();
  return { filename: `manifest-${date}.pdf`, pdf: await done };
}

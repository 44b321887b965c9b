// The trace report as a PDF (issue 31): A4, for an inspector or an auditor to file. The lot's
// upstream (ancestors by depth), the lot, its downstream (descendants by depth), each lot with its
// type, crop and variety, generation, the link that reached it, its quantity and its mass balance
// (flagged when it does not balance), then the chain's events in time order. A lot is never split
// across pages, so a 30-deep chain paginates cleanly; every page carries the lot, its number and
// when and where the report was made. Set in Noto Sans Devanagari (Latin too), like the seed
// analysis report (seed-testing/domain/analysis-report-pdf.ts), so names in Hindi print as written.
import { formatDate, formatDateTime } from '@seed/domain';
import PDFDocument from 'pdfkit';
import { reportFonts } from '../../shared/pdf-fonts';
import { LOT_TYPE_TEXT, type TraceBalance, type TraceEntry, type TraceReport } from './trace-report';

const MARGIN = 56;
const FOOTER = 28;
const GREY = '#444';
const ALERT = '#b00020';

const kg = (value: number) => `${Number(value.toFixed(3))} kg`;

function quantityLine(e: TraceEntry): string {
  if (e.quantity === null || !e.quantityUnit) return 'Quantity: —';
  const packs =
    e.quantityUnit === 'packages' && e.packSize !== null ? ` of ${e.packSize} ${e.packUnit ?? ''}`.trimEnd() : '';
  return `Quantity: ${e.quantity} ${e.quantityUnit}${packs}`;
}

function balanceLine(b: TraceBalance): string {
  return (
    `Mass balance: produced or received ${kg(b.producedOrReceivedKg)}, adjusted ${kg(b.adjustedKg)}; ` +
    `owned ${kg(b.ownedKg)}, drawn by children ${kg(b.drawnByChildrenKg)}, transferred away ${kg(b.transferredAwayKg)}`
  );
}

function linkLine(e: TraceEntry): string | null {
  if (e.links.length === 0) return null;
  const links = e.links.map((l) => {
    const purpose = l.purpose ? `, ${l.purpose.replace(/_/g, ' ')}` : '';
    return e.direction === 'ancestor'
      ? `${l.relation} of ${l.via}${purpose}`
      : `made from ${l.via} (${l.relation} link${purpose})`;
  });
  return `Reached as: ${links.join('; ')}`;
}

/** The report as a PDF (A4), buffered. */
export function traceReportPdf(report: TraceReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Trace report ${report.lotId}` },
  });
  const { regular, bold } = reportFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER;
  /** A new page when `height` more points would not fit on this one. */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc.font('bold').fontSize(16).text(`Trace report: ${report.lotId}`);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(GREY)
    .text(
      "The lot's whole chain as far as your organization sees it: upstream (the lots it came from), the lot, " +
        'and downstream (the lots made from it), with the quantity of each lot and its mass balance in kg ' +
        '(produced or received + adjusted = owned + drawn by children + transferred away).',
      { width },
    );
  doc.moveDown(0.5).fillColor('black');
  const lots = report.upstream.length + 1 + report.downstream.length;
  doc
    .font(report.unbalanced ? 'bold' : 'regular')
    .fillColor(report.unbalanced ? ALERT : 'black')
    .text(
      `${lots} lot${lots === 1 ? '' : 's'}: ${report.upstream.length} upstream, ${report.downstream.length} downstream. ` +
        (report.unbalanced
          ? `${report.unbalanced} lot${report.unbalanced === 1 ? ' does' : 's do'} not balance.`
          : 'Every lot you see balances.'),
      { width },
    )
    .fillColor('black');

  const lotBlock = (e: TraceEntry) => {
    const lines: { text: string; font: 'regular' | 'bold'; color: string }[] = [];
    const unbalanced = e.balance !== null && !e.balance.balanced;
    const depth = e.direction === 'self' ? '' : `Depth ${e.depth} · `;
    lines.push({
      text: `${depth}${e.id} · ${LOT_TYPE_TEXT[e.lotType] ?? e.lotType}${unbalanced ? ' · DOES NOT BALANCE' : ''}`,
      font: 'bold',
      color: unbalanced ? ALERT : 'black',
    });
    const identity = [e.crop, e.variety ?? 'no variety', e.generation ? `generation ${e.generation}` : null];
    if (e.createdAt) identity.push(`created ${formatDate(e.createdAt, 'en')}`);
    if (e.status) identity.push(e.status);
    lines.push({ text: identity.filter(Boolean).join(' · '), font: 'regular', color: 'black' });
    const link = linkLine(e);
    if (link) lines.push({ text: link, font: 'regular', color: 'black' });
    if (e.visible) {
      lines.push({ text: quantityLine(e), font: 'regular', color: 'black' });
      if (e.balance)
        lines.push({
          text: `${balanceLine(e.balance)}: ${e.balance.balanced ? 'balances' : 'does not balance'}`,
          font: unbalanced ? 'bold' : 'regular',
          color: unbalanced ? ALERT : 'black',
        });
    } else {
      lines.push({
        text: "Another organization's lot your organization does not see: only its identity is shown.",
        font: 'regular',
        color: GREY,
      });
    }
    doc.fontSize(9.5);
    const height = lines.reduce((sum, l) => sum + doc.font(l.font).heightOfString(l.text, { width }), 0) + 10;
    keep(height);
    for (const l of lines) doc.font(l.font).fillColor(l.color).text(l.text, MARGIN, doc.y, { width });
    doc.fillColor('black').moveDown(0.6);
  };

  const section = (title: string, list: TraceEntry[], empty: string) => {
    doc.moveDown(0.6);
    keep(60);
    doc.font('bold').fontSize(12).fillColor('black').text(title, MARGIN, doc.y, { width });
    doc
      .moveTo(MARGIN, doc.y + 1)
      .lineTo(MARGIN + width, doc.y + 1)
      .stroke();
    doc.moveDown(0.4);
    if (list.length === 0) doc.font('regular').fontSize(9.5).fillColor(GREY).text(empty, { width }).fillColor('black');
    list.forEach(lotBlock);
  };

  section('Upstream: the lots it came from', report.upstream, 'None: the lot came from no other lot you see.');
  section('The lot', [report.lot], '');
  section('Downstream: the lots made from it', report.downstream, 'None: no lot was made from it yet.');

  if (report.events.length > 0) {
    doc.moveDown(0.6);
    keep(60);
    doc.font('bold').fontSize(12).text('Events of the chain', MARGIN, doc.y, { width });
    doc
      .moveTo(MARGIN, doc.y + 1)
      .lineTo(MARGIN + width, doc.y + 1)
      .stroke();
    doc.moveDown(0.4);
    const columns = [MARGIN, MARGIN + 120, MARGIN + 210];
    for (const event of report.events) {
      doc.font('regular').fontSize(8.5);
      const what = event.what || '—';
      const height = Math.max(12, doc.heightOfString(what, { width: MARGIN + width - columns[2]! })) + 4;
      keep(height);
      const y = doc.y;
      doc.text(formatDateTime(event.time, 'en'), columns[0]!, y, { width: 116 });
      doc.text(event.bizStep.replace(/_/g, ' '), columns[1]!, y, { width: 86 });
      doc.text(what, columns[2]!, y, { width: MARGIN + width - columns[2]! });
      doc.y = Math.max(doc.y, y + 12) + 4;
    }
  }

  // every page: the lot, the page number, and when and where the report was made
  const range = doc.bufferedPageRange();
  const generated = `Generated ${formatDateTime(report.generatedAt, 'en')} through the seed traceability portal, ${report.siteUrl}`;
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const margins = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(GREY)
      .text(generated, MARGIN, doc.page.height - MARGIN - FOOTER + 8, { width, lineBreak: false })
      .text(
        `Trace report ${report.lotId} · page ${i + 1 - range.start} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN - FOOTER + 19,
        { width, lineBreak: false },
      );
    doc.page.margins.bottom = margins;
  }
  doc.fillColor('black');
  doc.end();
  return done;
}

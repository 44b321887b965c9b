// The seed analysis report (issue 27): one A4 page a laboratory hands over with its results, and a
// company files with the lot — who tested what sample of which lot, each result beside the limit
// of the standard it was judged by, the verdict and the validity, and what it corrects. Set in
// Noto Sans Devanagari (Latin too), so a company or laboratory name in Hindi prints as written.
import {
  formatDate,
  formatDateTime,
  SEED_CLASS_LABELS,
  SEED_TEST_LABELS,
  TEST_PARAMETER_LABELS,
  type TestParameter,
  testParameterRows,
  type TestingRequestDetail,
  type TestReport,
} from '@seed/domain';
import PDFDocument from 'pdfkit';
import { reportFonts } from '../../shared/pdf-fonts';

const VERDICT_TEXT: Record<TestReport['verdict'], string> = {
  pass: 'PASSED: meets the minimum seed standards',
  fail: 'FAILED: below the minimum seed standards',
  no_standard: 'No standard on file for this crop and class: results recorded without a verdict',
};

/** One row of the results table: the parameter, the result, the limit and whether it was met. */
interface ResultRow {
  parameter: TestParameter | 'hard_seeds_pct' | 'seed_health';
  result: string;
  limit: string;
  met: string;
}

const amount = (value: number, unit: '%' | 'kg') => (unit === '%' ? `${value} %` : `${value} per kg`);

/** The report's parameters beside their limits (testParameterRows), with hard seeds and seed health where recorded. */
function resultRows(report: TestReport): ResultRow[] {
  const failed = new Set(report.failures.map((f) => f.parameter));
  const rows: ResultRow[] = testParameterRows(report).map((row) => ({
    parameter: row.parameter,
    result: amount(row.value, row.unit),
    limit:
      row.limit === null
        ? 'none set'
        : `${row.bound === 'min' ? 'at least' : 'at most'} ${amount(row.limit, row.unit)}`,
    met: row.limit === null ? '—' : failed.has(row.parameter) ? 'NO' : 'yes',
  }));
  const { hardSeedsPct, seedHealth } = report.results;
  if (hardSeedsPct !== null)
    rows.splice(1, 0, { parameter: 'hard_seeds_pct', result: amount(hardSeedsPct, '%'), limit: '', met: '' });
  if (seedHealth !== null) rows.push({ parameter: 'seed_health', result: seedHealth, limit: '', met: '' });
  return rows;
}

const rowLabel = (parameter: ResultRow['parameter']) =>
  parameter === 'hard_seeds_pct'
    ? 'Hard seeds'
    : parameter === 'seed_health'
      ? 'Seed health'
      : TEST_PARAMETER_LABELS[parameter];

/** The report of `request` as a PDF (A4, one page for any report the form can make). */
export function analysisReportPdf(request: TestingRequestDetail, report: TestReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Seed analysis report ${report.reportNumber}` },
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

  doc.font('bold').fontSize(16).text('Seed analysis report');
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#444')
    .text(`${report.laboratory.name} · Report no. ${report.reportNumber}`);
  doc.moveDown(0.8).fillColor('black');

  const facts: [string, string][] = [
    ['Sample number', request.sampleNumber],
    ['Seed lot', request.lot.id],
    ['Kind (crop)', request.lot.crop],
    ['Variety', request.lot.variety ?? '—'],
    ['Class', SEED_CLASS_LABELS[request.seedClass]],
    ['Sent by', request.company.name],
    ['Sample', `${request.sampleWeightG} g, drawn ${formatDate(request.sampleDrawnOn)}`],
    ['Tests', request.tests.map((t) => SEED_TEST_LABELS[t]).join(', ')],
    ['Date of test', formatDate(report.testedOn)],
    ['Analyst', report.analyst],
  ];
  for (const [label, value] of facts) {
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  doc.moveDown(0.8);

  const columns = [56, 230, 350, 480];
  const header = ['Parameter', 'Result', 'Standard', 'Met'];
  const y0 = doc.y;
  header.forEach((title, i) => doc.font('bold').fontSize(10).text(title, columns[i]!, y0, { lineBreak: false }));
  doc
    .moveTo(56, y0 + 14)
    .lineTo(539, y0 + 14)
    .stroke();
  let y = y0 + 20;
  for (const row of resultRows(report)) {
    const cells = [rowLabel(row.parameter), row.result, row.limit, row.met];
    cells.forEach((cell, i) =>
      doc
        .font(row.met === 'NO' ? 'bold' : 'regular')
        .fontSize(10)
        .text(cell, columns[i]!, y, { width: (columns[i + 1] ?? 539) - columns[i]! - 6 }),
    );
    y = Math.max(doc.y, y + 14) + 4;
  }
  doc.x = 56;
  doc.y = y + 8;

  doc.font('bold').fontSize(12).text(VERDICT_TEXT[report.verdict]);
  doc.font('regular').fontSize(10);
  if (report.validUntil)
    doc.text(`Valid until ${formatDate(report.validUntil)}${report.revalidation ? ' (revalidation)' : ''}.`);
  if (report.standard) doc.fillColor('#444').text(`Standard: ${report.standard.source}`).fillColor('black');
  if (report.supersedes) doc.moveDown(0.4).text(`This report corrects an earlier report: ${report.supersedes.reason}`);
  if (report.supersededBy)
    doc.moveDown(0.4).font('bold').text('This report was corrected by a later report.').font('regular');
  if (report.remarks) doc.moveDown(0.4).text(`Remarks: ${report.remarks}`);
  doc
    .moveDown(1)
    .fillColor('#444')
    .fontSize(8)
    .text(`Issued ${formatDateTime(report.issuedAt)} through the seed traceability portal.`);
  doc.end();
  return done;
}

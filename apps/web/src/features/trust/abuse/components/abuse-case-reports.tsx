import { Download } from 'lucide-react';
import type { AbuseReportEntry } from '@netlease/shared/abuse-cases';
import { formatDateTimeWithZone } from '@/lib/dates';
import { abuseEvidenceAddress } from '../api/get-abuse-case';

const SOURCE_LABELS: Record<AbuseReportEntry['source'], string> = {
  form: 'Web form',
  xarf: 'XARF',
  arf: 'Mail feedback report (ARF)',
};

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The reports a case holds, oldest first: what was seen and when, as plain text, and the evidence to
 * download. Who reported it shows to staff alone (the server sends it to nobody else).
 */
export function AbuseCaseReports({ caseId, reports }: { caseId: string; reports: AbuseReportEntry[] }) {
  return (
    <ol className="space-y-4" aria-label="Reports">
      {reports.map((report, index) => (
        <li key={report.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="font-medium text-slate-900">
              Report {index + 1} · {SOURCE_LABELS[report.source]}
            </h3>
            <p className="text-xs text-slate-600">
              Seen {formatDateTimeWithZone(report.seenAt)} · received{' '}
              {formatDateTimeWithZone(report.receivedAt)}
            </p>
          </div>
          {(report.reporterEmail || report.reporterOrg) && (
            <p className="text-slate-600">
              Reporter: {[report.reporterOrg, report.reporterEmail].filter(Boolean).join(' · ')}
            </p>
          )}
          <p className="break-words whitespace-pre-line text-slate-800">{report.description}</p>
          {report.evidence.length > 0 && (
            <ul className="space-y-1" aria-label={`Evidence of report ${index + 1}`}>
              {report.evidence.map((file) => (
                <li key={file.id}>
                  <a
                    href={abuseEvidenceAddress(caseId, file.id)}
                    download={file.filename}
                    className="inline-flex items-center gap-1.5 font-medium break-all text-brand-700 hover:underline"
                  >
                    <Download className="size-4 shrink-0" aria-hidden />
                    {file.filename}
                    <span className="font-normal text-slate-600">({sizeText(file.sizeBytes)})</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

import {
  REPUTATION_BAND_LABELS,
  REPUTATION_BAND_TONES,
  REPUTATION_NOT_CHECKED_LABEL,
  formatReputationScore,
  reputationBand,
} from '@netlease/shared/reputation-constants';
import { Badge } from '@/components/ui/badge';

/**
 * The band label of a score in its colour (green 90+, yellow 70+, red below; "IP reputation"). A
 * subnet never checked has no score and no band: it reads 'Not yet checked' in grey, never Clean
 * (docs/PRODUCT.md "Marketplace search").
 */
export function ScoreBadge({ score }: { score: number | null }) {
  if (score === null) return <Badge tone="grey">{REPUTATION_NOT_CHECKED_LABEL}</Badge>;
  const band = reputationBand(score);
  return <Badge tone={REPUTATION_BAND_TONES[band]}>{REPUTATION_BAND_LABELS[band]}</Badge>;
}

const SCORE_TEXT = { green: 'text-emerald-700', yellow: 'text-amber-700', red: 'text-red-700' } as const;

/** '82/100' in its band's colour, or 'Not yet checked' for a subnet no check has looked at. */
export function ScoreValue({ score }: { score: number | null }) {
  if (score === null) return <span className="text-slate-600">{formatReputationScore(score)}</span>;
  return (
    <span className={`font-semibold ${SCORE_TEXT[REPUTATION_BAND_TONES[reputationBand(score)]]}`}>
      {formatReputationScore(score)}
    </span>
  );
}

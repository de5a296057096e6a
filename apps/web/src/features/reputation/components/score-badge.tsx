import { REPUTATION_BAND_LABELS, REPUTATION_BAND_TONES, reputationBand } from '@netlease/shared/reputation';
import { Badge } from '@/components/ui/badge';

/** The band label of a score in its spec colour (part 2 §9: green 90+, yellow 70+, red below). */
export function ScoreBadge({ score }: { score: number }) {
  const band = reputationBand(score);
  return <Badge tone={REPUTATION_BAND_TONES[band]}>{REPUTATION_BAND_LABELS[band]}</Badge>;
}

const SCORE_TEXT = { green: 'text-emerald-700', yellow: 'text-amber-700', red: 'text-red-700' } as const;

export function ScoreValue({ score }: { score: number }) {
  return (
    <span className={`font-semibold ${SCORE_TEXT[REPUTATION_BAND_TONES[reputationBand(score)]]}`}>
      {score}/100
    </span>
  );
}

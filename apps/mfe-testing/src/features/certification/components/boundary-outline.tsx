import type { CertificationApplication } from '@seed/domain';
import { useTranslation } from 'react-i18next';
import { boundaryOutline } from '../utils/application-text';

const WIDTH = 160;

/**
 * The seed plot's shape as the company drew it, north up, without a map (the agency's page loads
 * no map library): enough for an inspector to recognise the field at its location.
 */
export function BoundaryOutline({
  boundary,
  name,
}: {
  boundary: CertificationApplication['lot']['farms'][number]['boundary'];
  name: string;
}) {
  const { t } = useTranslation();
  const outline = boundaryOutline(boundary, WIDTH);
  if (!outline) return null;
  return (
    <svg
      role="img"
      aria-label={t('cert.detail.outline', { name })}
      width={WIDTH}
      height={outline.height}
      viewBox={`0 0 ${WIDTH} ${outline.height}`}
      className="rounded border border-gray-200 bg-gray-50"
      data-testid="boundary-outline"
    >
      {outline.rings.map((points, i) => (
        <polygon key={i} points={points} fill="rgba(22, 163, 74, 0.25)" stroke="#15803d" strokeWidth={2} />
      ))}
    </svg>
  );
}

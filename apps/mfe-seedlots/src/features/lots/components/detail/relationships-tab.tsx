import type { LineageLot } from '@seed/domain';
import { Badge, Card, TextLink } from '@seed/ui';
import { useLotsTranslation } from '../../i18n';
import { type ChainEntry, hasLinks, isParentPurpose, type LineageGroups } from '../../utils/lineage';
import { cropVariety, LotStatusBadge, LotTypeBadge } from './parts';

/**
 * The Relationships tab (spec 3): the parent lot, child lots, source lots and produced lots,
 * then the parent–child and source–produced chain timelines. A lot of another organization
 * shows what the lineage may tell (crop, variety, generation, type) and no link.
 */
export function RelationshipsTab({ groups }: { groups: LineageGroups }) {
  const { t } = useLotsTranslation();
  return (
    <div className="space-y-6">
      <h2 className="sr-only">{t('detail.relationships.direct')}</h2>
      <div className="grid gap-6 md:grid-cols-2">
        <LotsCard
          title={t('detail.relationships.parentLot')}
          hint={t('detail.relationships.parentLotHint')}
          empty={t('detail.relationships.noParent')}
          lots={groups.parentLot ? [groups.parentLot] : []}
        />
        <LotsCard
          title={t('detail.relationships.childLots')}
          hint={t('detail.relationships.childLotsHint')}
          empty={t('detail.relationships.noChildren')}
          lots={groups.childLots}
        />
        <LotsCard
          title={t('detail.relationships.sourceLots')}
          hint={t('detail.relationships.sourceLotsHint')}
          empty={t('detail.relationships.noSources')}
          lots={groups.sourceLots}
        />
        <LotsCard
          title={t('detail.relationships.producedLots')}
          hint={t('detail.relationships.producedLotsHint')}
          empty={t('detail.relationships.noProduced')}
          lots={groups.producedLots}
        />
      </div>
      <ChainCard
        title={t('detail.relationships.parentChain')}
        label={t('detail.relationships.parentChainLabel')}
        empty={t('detail.relationships.noParentChain')}
        chain={groups.parentChain}
      />
      <ChainCard
        title={t('detail.relationships.sourceChain')}
        label={t('detail.relationships.sourceChainLabel')}
        empty={t('detail.relationships.noSourceChain')}
        chain={groups.sourceChain}
      />
    </div>
  );
}

function LotsCard({ title, hint, empty, lots }: { title: string; hint: string; empty: string; lots: LineageLot[] }) {
  return (
    <Card title={title} description={hint} headingLevel={3} className="min-w-0">
      {lots.length === 0 ? (
        <p className="text-sm text-gray-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {lots.map((lot) => (
            <li key={lot.id} className="py-3 first:pt-0 last:pb-0">
              <LotSummary lot={lot} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A lot's whole id, never wrapped (a link to it when the caller's organization may see it), badges, crop, variety and generation. */
function LotSummary({ lot, current = false }: { lot: LineageLot; current?: boolean }) {
  const { t } = useLotsTranslation();
  // the whole id: a short one cannot be read to a dealer on the phone (issue 26)
  const short = lot.id;
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        {current || !lot.visible ? (
          <span
            className="font-mono font-semibold whitespace-nowrap text-gray-900"
            title={lot.visible ? lot.id : undefined}
          >
            {short}
          </span>
        ) : (
          <TextLink
            to={`/seed-lots/${lot.id}`}
            className="font-mono whitespace-nowrap"
            aria-label={t('detail.relationships.openLot', { id: lot.id })}
            title={lot.id}
          >
            {short}
          </TextLink>
        )}
        <LotTypeBadge type={lot.lot_type} />
        {lot.status && <LotStatusBadge status={lot.status} />}
        {isParentPurpose(lot.purpose) && <Badge tone="blue">{t(`detail.relationships.purpose.${lot.purpose}`)}</Badge>}
      </p>
      <p className="text-sm break-words text-gray-700">
        {cropVariety(t, lot.crop_name, lot.variety_name)}
        <span aria-hidden="true"> · </span>
        {lot.generation
          ? t('detail.relationships.generation', { generation: lot.generation })
          : t('detail.relationships.noGeneration')}
      </p>
      {!lot.visible && <p className="text-xs text-gray-500 italic">{t('detail.relationships.otherOrganization')}</p>}
    </div>
  );
}

function ChainCard({
  title,
  label,
  empty,
  chain,
}: {
  title: string;
  label: string;
  empty: string;
  chain: ChainEntry[];
}) {
  const { t } = useLotsTranslation();
  return (
    <Card title={title} className="min-w-0">
      {!hasLinks(chain) ? (
        <p className="text-sm text-gray-500">{empty}</p>
      ) : (
        <ol aria-label={label} className="ml-1.5 space-y-5 border-l-2 border-gray-200 pl-5">
          {chain.map((entry) => {
            const self = entry.position === 'self';
            return (
              <li key={`${entry.position}-${entry.lot.id}`} className="relative">
                <span
                  aria-hidden="true"
                  className={`absolute top-1 -left-[calc(1.25rem+7px)] size-3 rounded-full ring-2 ring-white ${
                    self ? 'bg-green-600' : 'bg-gray-400'
                  }`}
                />
                <p className={`mb-1 text-xs font-medium ${self ? 'text-green-700' : 'text-gray-500'}`}>
                  {self
                    ? t('detail.relationships.thisLot')
                    : t(`detail.relationships.${entry.position}Depth`, { count: entry.depth })}
                </p>
                <LotSummary lot={entry.lot} current={self} />
                {entry.depth > 1 && (
                  <p className="mt-1 text-xs text-gray-500">
                    {t('detail.relationships.via', { ids: entry.via.join(', ') })}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

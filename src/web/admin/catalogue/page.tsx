import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { CatalogueResponse } from '../../../shared/schemas/admin-catalogue';
import { PageScaffold } from '../components/page-scaffold';
import { ErrorAlert } from '../error-alert';
import { catalogueApi, catalogueKey, setConflictHandler } from './api';
import './texts';
import { ConfirmChange, Problems, textOf, type Localized } from './common';
import { ImportDialog } from './import-dialog';
import { PagesSection } from './pages-section';
import { SettingsForm } from './settings-form';
import { TariffDialog } from './tariff-dialog';
import { TemplateDialog } from './template-dialog';
import { walkInKey, type SiteDoc, type TemplateDoc } from './template-doc';
import { SiteDialog } from './site-dialog';
import { SitesSection } from './sites-section';
import { restartKeyNames } from './common';
import { TemplatesSection } from './templates-section';

/**
 * /admin/catalogue (admin only; ADR 025): the products with their current price, the product
 * editor, the tariff versions, the settings and the import/export of the whole document.
 * Every change applies at once on every instance.
 */
export default function CataloguePage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const lang = i18n.language === 'ch' ? 'de' : i18n.language;
  const cat = useQuery({ queryKey: catalogueKey, queryFn: catalogueApi.get });
  const [editing, setEditing] = useState<TemplateDoc | 'new' | null>(null);
  const [tariffsOf, setTariffsOf] = useState<{ id: string; name: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const [retiring, setRetiring] = useState<{ id: string; name: Localized } | null>(null);
  const [editingSite, setEditingSite] = useState<SiteDoc | 'new' | null>(null);
  const [deletingSite, setDeletingSite] = useState<SiteDoc | null>(null);
  const [error, setError] = useState<unknown>(null);
  /** The revision the settings form saved (its notice survives the form's re-mount). */
  const [settingsSaved, setSettingsSaved] = useState<number | null>(null);
  // Someone else changed the catalogue: show the current one (the refused change names it).
  useEffect(
    () => setConflictHandler(() => void client.invalidateQueries({ queryKey: catalogueKey })),
    [client],
  );

  const data = cat.data;
  const applied = (next: CatalogueResponse) => client.setQueryData(catalogueKey, next);
  const sites = (data?.document.sites ?? []) as SiteDoc[];
  const walkInTariffs = (site: SiteDoc) =>
    setTariffsOf({
      id: walkInKey(site.id),
      name: `${t('admin.catalogue.settings.walkIn')} · ${textOf(site.name, lang)}`,
    });

  return (
    <PageScaffold
      title={t('admin.catalogue.headline')}
      actions={
        data ? (
          <Typography color="text.secondary" data-testid="admin-catalogue-revision">
            {t('admin.catalogue.revision', { revision: data.revision })}
          </Typography>
        ) : null
      }
    >
      <ErrorAlert error={error ?? cat.error} />
      <Problems error={error} />
      {data && data.pendingRestart.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('admin.catalogue.settings.pendingRestart', { keys: restartKeyNames(t, data.pendingRestart) })}
        </Alert>
      )}
      <TemplatesSection
        data={data}
        loading={cat.isFetching}
        lang={lang}
        onCreate={() => setEditing('new')}
        onEdit={setEditing}
        onTariffs={(row) => setTariffsOf({ id: row.id, name: textOf(row.name, lang) })}
        onRetire={setRetiring}
        onImport={() => setImporting(true)}
        onError={setError}
      />
      <SitesSection
        data={data}
        loading={cat.isFetching}
        lang={lang}
        onCreate={() => setEditingSite('new')}
        onEdit={setEditingSite}
        onTariffs={walkInTariffs}
        onDelete={setDeletingSite}
      />
      {data && (
        <SettingsForm
          key={data.revision}
          data={data}
          saved={settingsSaved === data.revision}
          onSaved={(next) => {
            applied(next);
            setSettingsSaved(next.revision);
          }}
          onWalkIn={() =>
            setTariffsOf({ id: walkInKey(sites[0].id), name: t('admin.catalogue.settings.walkIn') })
          }
        />
      )}
      {data && <PagesSection data={data} onSaved={applied} />}
      {editing && data && (
        <TemplateDialog
          revision={data.revision}
          template={editing === 'new' ? undefined : editing}
          sites={sites}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            applied(next);
            setEditing(null);
          }}
        />
      )}
      {retiring && data && (
        <ConfirmChange
          title={t('admin.catalogue.retireTitle')}
          text={t('admin.catalogue.retireConfirm', { name: textOf(retiring.name, lang) })}
          confirm={t('admin.catalogue.retire')}
          testId="admin-template-retire-dialog"
          confirmTestId="admin-template-retire-confirm"
          run={() => catalogueApi.retireTemplate(data.revision, retiring.id)}
          onDone={applied}
          onClose={() => setRetiring(null)}
        />
      )}
      {editingSite && data && (
        <SiteDialog
          revision={data.revision}
          site={editingSite === 'new' ? undefined : editingSite}
          onClose={() => setEditingSite(null)}
          onSaved={(next) => {
            applied(next);
            setEditingSite(null);
          }}
        />
      )}
      {deletingSite && data && (
        <ConfirmChange
          title={t('admin.catalogue.sites.deleteTitle')}
          text={t('admin.catalogue.sites.deleteConfirm', { name: textOf(deletingSite.name, lang) })}
          confirm={t('admin.catalogue.sites.delete')}
          testId="admin-site-delete-dialog"
          confirmTestId="admin-site-delete-confirm"
          run={() => catalogueApi.deleteSite(data.revision, deletingSite.id)}
          onDone={applied}
          onClose={() => setDeletingSite(null)}
        />
      )}
      {tariffsOf && data && (
        <TariffDialog
          data={data}
          templateId={tariffsOf.id}
          name={tariffsOf.name}
          onSaved={applied}
          onClose={() => setTariffsOf(null)}
        />
      )}
      {importing && data && (
        <ImportDialog
          revision={data.revision}
          onClose={() => setImporting(false)}
          onDone={(next) => {
            applied(next);
            setImporting(false);
          }}
        />
      )}
    </PageScaffold>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { navigationEntrySchema, navigationPositionSchema } from '../../../shared/schemas/page';
import { ErrorAlert } from '../error-alert';
import { catalogueApi, type CatalogueResponse } from './api';
import { FormDialog } from '../components/form-dialog';
import { useCall } from '../components/use-call';
import { ConfirmChange, ownText, Problems, textOf, withDeEn, type Localized } from './common';

type Position = (typeof navigationPositionSchema.options)[number];
/** One entry of `styling.navigation` as the stored document has it (shop-config.ts). */
interface NavPage {
  title: Localized;
  urlPath: string;
  position: Position[];
  page: { title?: Localized; content: Localized };
}
type Styling = Record<string, unknown> & { navigation?: NavPage[] };

/** The styling with another navigation, saved through the settings call (absent fields stay). */
function saveNavigation(data: CatalogueResponse, navigation: NavPage[]): Promise<CatalogueResponse> {
  const styling = data.document.styling as Styling;
  return catalogueApi.settings({ baseRevision: data.revision, styling: { ...styling, navigation } });
}

/**
 * The shop's content pages (menu and footer, `styling.navigation`): list, add, edit, delete.
 * The server validates the whole document (a duplicate or malformed path answers 400
 * CATALOGUE_INVALID with its paths) and sanitises the HTML the shop serves.
 */
export function PagesSection({
  data,
  onSaved,
}: {
  data: CatalogueResponse;
  onSaved: (c: CatalogueResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'ch' ? 'de' : i18n.language;
  const pages = (data.document.styling as Styling).navigation ?? [];
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const positions = (p: NavPage) =>
    p.position.map((x) => t(`admin.catalogue.pages.positions.${x}`)).join(', ');
  return (
    <Box
      component="section"
      aria-labelledby="catalogue-pages"
      sx={{ mt: 4 }}
      data-testid="admin-pages-section"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" id="catalogue-pages" sx={{ flexGrow: 1, fontSize: '1.4rem' }}>
          {t('admin.catalogue.pages.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')} data-testid="admin-page-create">
          {t('admin.catalogue.pages.create')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="catalogue-pages">
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.catalogue.pages.entryTitle')}</TableCell>
              <TableCell>{t('admin.catalogue.pages.urlPath')}</TableCell>
              <TableCell>{t('admin.catalogue.pages.position')}</TableCell>
              <TableCell>{t('admin.catalogue.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pages.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{t('admin.catalogue.pages.none')}</TableCell>
              </TableRow>
            )}
            {pages.map((p, i) => {
              const name = textOf(p.title, lang);
              return (
                <TableRow key={p.urlPath} data-testid={`admin-page-row-${i}`}>
                  <TableCell>{name}</TableCell>
                  <TableCell>
                    <code>{p.urlPath}</code>
                  </TableCell>
                  <TableCell>{positions(p)}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={t('admin.catalogue.pages.editLabel', { name })}
                        onClick={() => setEditing(i)}
                        data-testid={`admin-page-edit-${i}`}
                      >
                        {t('admin.catalogue.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={t('admin.catalogue.pages.deleteLabel', { name })}
                        onClick={() => setDeleting(i)}
                        data-testid={`admin-page-delete-${i}`}
                      >
                        {t('admin.catalogue.pages.delete')}
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
      {editing !== null && (
        <PageDialog
          data={data}
          index={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            onSaved(next);
            setEditing(null);
          }}
        />
      )}
      {deleting !== null && pages[deleting] && (
        <ConfirmChange
          title={t('admin.catalogue.pages.deleteTitle')}
          text={t('admin.catalogue.pages.deleteConfirm', {
            name: textOf(pages[deleting].title, lang),
            path: pages[deleting].urlPath,
          })}
          confirm={t('admin.catalogue.pages.delete')}
          testId="admin-page-delete-dialog"
          confirmTestId="admin-page-delete-confirm"
          run={() =>
            saveNavigation(
              data,
              pages.filter((_, i) => i !== deleting),
            )
          }
          onDone={onSaved}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}

function PageDialog({
  data,
  index,
  onClose,
  onSaved,
}: {
  data: CatalogueResponse;
  index?: number;
  onClose: () => void;
  onSaved: (c: CatalogueResponse) => void;
}) {
  const { t } = useTranslation();
  const { busy, error, call } = useCall();
  const [pathError, setPathError] = useState('');
  const [positionError, setPositionError] = useState(false);
  // The list as it is now (a conflict reloads `data`; the next save builds on the new one).
  const pages = (data.document.styling as Styling).navigation ?? [];
  const page = index === undefined ? undefined : pages[index];
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const s = (k: string) => String(f.get(k) ?? '').trim();
    const urlPath = s('urlPath');
    const position = navigationPositionSchema.options.filter((p) => f.get(`position-${p}`) === 'on');
    // The config schema's own rules, before the round trip: an absolute path, unique, a place.
    const taken = pages.some((p, i) => i !== index && p.urlPath === urlPath);
    setPathError(
      !navigationEntrySchema.shape.urlPath.safeParse(urlPath).success
        ? t('admin.catalogue.pages.urlPathInvalid')
        : taken
          ? t('admin.catalogue.pages.urlPathTaken')
          : '',
    );
    setPositionError(position.length === 0);
    if (taken || position.length === 0 || !navigationEntrySchema.shape.urlPath.safeParse(urlPath).success)
      return;
    const pageTitle = withDeEn(page?.page.title, s('pageTitleDe'), s('pageTitleEn'));
    const entry: NavPage = {
      ...page,
      title: withDeEn(page?.title, s('titleDe'), s('titleEn')),
      urlPath,
      position,
      page: {
        ...page?.page,
        // Empty: the shop shows the entry's title as the page's title.
        title: pageTitle === '' ? undefined : pageTitle,
        content: withDeEn(page?.page.content, s('contentDe'), s('contentEn')),
      },
    };
    const next = index === undefined ? [...pages, entry] : pages.map((p, i) => (i === index ? entry : p));
    call(() => saveNavigation(data, next), onSaved);
  };
  const field = (name: string, label: string, value: Localized | undefined, lng: 'de' | 'en', extra = {}) => (
    <TextField
      name={name}
      label={t(`admin.catalogue.pages.${label}`)}
      defaultValue={ownText(value, lng)}
      {...extra}
    />
  );
  return (
    <FormDialog
      titleId="page-title"
      title={t(page ? 'admin.catalogue.pages.editTitle' : 'admin.catalogue.pages.createTitle')}
      testId="admin-page-form"
      onClose={onClose}
      onSubmit={submit}
      cancel={t('admin.catalogue.cancel')}
      submit={t('admin.catalogue.save')}
      submitTestId="admin-page-save"
      busy={busy}
      maxWidth="md"
      stacked
    >
      <ErrorAlert error={error} />
      <Problems error={error} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('titleDe', 'titleDe', page?.title, 'de', { required: true, autoFocus: true })}
        {field('titleEn', 'titleEn', page?.title, 'en')}
        <TextField
          name="urlPath"
          label={t('admin.catalogue.pages.urlPath')}
          defaultValue={page?.urlPath ?? '/'}
          required
          error={pathError !== ''}
          helperText={pathError || t('admin.catalogue.pages.urlPathHelp')}
        />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <FormLabel component="legend" error={positionError} required>
            {t('admin.catalogue.pages.position')}
          </FormLabel>
          <FormGroup row>
            {navigationPositionSchema.options.map((p) => (
              <FormControlLabel
                key={p}
                control={
                  <Checkbox name={`position-${p}`} defaultChecked={page ? page.position.includes(p) : true} />
                }
                label={t(`admin.catalogue.pages.positions.${p}`)}
              />
            ))}
          </FormGroup>
          {positionError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {t('admin.catalogue.pages.positionMissing')}
            </Alert>
          )}
        </Box>
        {field('pageTitleDe', 'pageTitleDe', page?.page.title, 'de', {
          helperText: t('admin.catalogue.pages.pageTitleHelp'),
        })}
        {field('pageTitleEn', 'pageTitleEn', page?.page.title, 'en', {
          helperText: t('admin.catalogue.pages.pageTitleHelp'),
        })}
        {field('contentDe', 'contentDe', page?.page.content, 'de', {
          required: true,
          multiline: true,
          minRows: 6,
        })}
        {field('contentEn', 'contentEn', page?.page.content, 'en', { multiline: true, minRows: 6 })}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('admin.catalogue.pages.htmlHint')}
      </Typography>
    </FormDialog>
  );
}

import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { CompanyDetail, MyCompanies } from '../../../shared/schemas/companies';
import { useTranslation } from '../../lib/use-translation';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../app/use-page-title';
import {
  acceptInvitation,
  addCostCentre,
  addPlate,
  archiveCostCentre,
  inviteMember,
  renameCostCentre,
  removeMember,
  removePlate,
  setMemberRole,
  signUpCompany,
  updateCompany,
  useCompanyDetail,
  useMyCompanies,
} from './api';
import { Outcome, Section, useAction } from './parts';
import '../../lib/portal-texts';
import './texts';

interface DataFields {
  legalName: string;
  street: string;
  buildingNumber: string;
  zipCode: string;
  city: string;
  country: string;
  vatId: string;
  buyerReference: string;
  invoiceMail: string;
}

const EMPTY: DataFields = {
  legalName: '',
  street: '',
  buildingNumber: '',
  zipCode: '',
  city: '',
  country: 'DE',
  vatId: '',
  buyerReference: '',
  invoiceMail: '',
};

function bodyOf(f: DataFields) {
  return {
    address: {
      street: f.street,
      buildingNumber: f.buildingNumber || undefined,
      zipCode: f.zipCode,
      city: f.city,
      country: f.country,
    },
    vatId: f.vatId || null,
    buyerReference: f.buyerReference || null,
    invoiceMail: f.invoiceMail,
  };
}

/** The invoice data's fields (sign-up: with the legal name). */
function DataInputs({
  fields,
  set,
  withName,
}: {
  fields: DataFields;
  set: (f: DataFields) => void;
  withName: boolean;
}) {
  const { t } = useTranslation();
  const input = (key: keyof DataFields, required = true, type = 'text') => (
    <TextField
      key={key}
      label={t(`company.${key}`)}
      value={fields[key]}
      required={required}
      type={type}
      onChange={(e) => set({ ...fields, [key]: e.target.value })}
      slotProps={{ htmlInput: { 'data-testid': `company-${key}` } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {withName && input('legalName')}
      {input('street')}
      {input('buildingNumber', false)}
      {input('zipCode')}
      {input('city')}
      {input('country')}
      {input('vatId', false)}
      {input('buyerReference', false)}
      {input('invoiceMail', true, 'email')}
    </Box>
  );
}

function SignUpForm() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<DataFields>(EMPTY);
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await signUpCompany({ legalName: fields.legalName, ...bodyOf(fields) });
      return undefined;
    });
  };
  return (
    <Section title={t('company.signUpTitle')} testId="company-signup">
      <Typography>{t('company.signUpIntro')}</Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <DataInputs fields={fields} set={setFields} withName />
        <Outcome result={action.result} testId="company-signup-result" />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={action.busy}
            data-testid="company-signup-submit"
          >
            {t('company.signUp')}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}

function InvitationCard({ token }: { token: string }) {
  const { t } = useTranslation();
  const action = useAction();
  const accept = () =>
    void action.run(async () => {
      const joined = await acceptInvitation(token);
      return t('company.accepted', { company: joined.legalName });
    });
  const accepted = action.result?.ok === true;
  return (
    <Section title={t('company.invitationTitle')} testId="company-invitation">
      <Typography>{t('company.invitationIntro')}</Typography>
      <Outcome result={action.result} testId="company-invitation-result" />
      {!accepted && (
        <Box>
          <Button variant="contained" onClick={accept} disabled={action.busy} data-testid="company-accept">
            {t('company.accept')}
          </Button>
        </Box>
      )}
    </Section>
  );
}

function CompanyData({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const c = detail.company;
  const [fields, setFields] = useState<DataFields>({
    legalName: c.legalName,
    street: c.address.street,
    buildingNumber: c.address.buildingNumber ?? '',
    zipCode: c.address.zipCode,
    city: c.address.city,
    country: c.address.country,
    vatId: c.vatId ?? '',
    buyerReference: c.buyerReference ?? '',
    invoiceMail: c.invoiceMail,
  });
  const [invoicePer, setInvoicePer] = useState(c.invoicePer);
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await updateCompany(c.id, { ...bodyOf(fields), invoicePer });
      return t('company.saved');
    });
  };
  return (
    <Section title={t('company.data')} testId="company-data">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <DataInputs fields={fields} set={setFields} withName={false} />
        <TextField
          select
          label={t('company.invoicePer')}
          value={invoicePer}
          onChange={(e) => setInvoicePer(e.target.value as typeof invoicePer)}
        >
          <MenuItem value="company">{t('company.invoicePerCompany')}</MenuItem>
          <MenuItem value="cost_centre">{t('company.invoicePerCostCentre')}</MenuItem>
        </TextField>
        <Outcome result={action.result} testId="company-data-result" />
        <Box>
          <Button type="submit" variant="contained" disabled={action.busy} data-testid="company-data-save">
            {t('company.save')}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}

function Members({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const id = detail.company.id;
  const [mail, setMail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [centre, setCentre] = useState('');
  const action = useAction();
  const live = detail.members.filter((m) => m.status !== 'removed');
  const centres = detail.costCentres.filter((c) => !c.archived);
  const invite = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await inviteMember(id, { mail, role, defaultCostCentreId: centre || null });
      setMail('');
      return t('company.invited', { mail });
    });
  };
  return (
    <Section title={t('company.members')} testId="company-members">
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {live.map((m) => (
          <Box
            component="li"
            key={m.id}
            data-testid="company-member"
            sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>{m.mail}</Typography>
            <Chip size="small" label={t(`company.roles.${m.role}`)} />
            <Chip size="small" variant="outlined" label={t(`company.memberStatuses.${m.status}`)} />
            <Button
              size="small"
              disabled={action.busy}
              onClick={() =>
                void action.run(async () => {
                  await setMemberRole(id, m.id, m.role === 'admin' ? 'member' : 'admin');
                  return undefined;
                })
              }
            >
              {t(m.role === 'admin' ? 'company.makeMember' : 'company.makeAdmin')}
            </Button>
            <IconButton
              aria-label={t('company.removeMember', { mail: m.mail })}
              disabled={action.busy}
              onClick={() =>
                void action.run(async () => {
                  await removeMember(id, m.id);
                  return undefined;
                })
              }
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={invite}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' } }}
      >
        <TextField
          label={t('company.mail')}
          type="email"
          required
          value={mail}
          onChange={(e) => setMail(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'company-invite-mail' } }}
        />
        <TextField
          select
          label={t('company.role')}
          value={role}
          onChange={(e) => setRole(e.target.value as 'admin' | 'member')}
        >
          <MenuItem value="member">{t('company.roles.member')}</MenuItem>
          <MenuItem value="admin">{t('company.roles.admin')}</MenuItem>
        </TextField>
        <TextField
          select
          label={t('company.defaultCostCentre')}
          value={centre}
          onChange={(e) => setCentre(e.target.value)}
        >
          <MenuItem value="">{t('company.noCostCentre')}</MenuItem>
          {centres.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.code} – {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={action.busy} data-testid="company-invite">
          {t('company.invite')}
        </Button>
      </Box>
      <Outcome result={action.result} testId="company-members-result" />
    </Section>
  );
}

function Plates({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const id = detail.company.id;
  const [plate, setPlate] = useState('');
  const action = useAction();
  const add = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await addPlate(id, plate);
      setPlate('');
      return undefined;
    });
  };
  return (
    <Section title={t('company.plates')} testId="company-plates">
      {detail.plates.length === 0 && <Typography>{t('company.noPlates')}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {detail.plates.map((p) => (
          <Box component="li" key={p.id} sx={{ listStyle: 'none' }}>
            <Chip label={p.plate} data-testid="company-plate" />
            <IconButton
              size="small"
              aria-label={t('company.removePlate', { plate: p.plate })}
              disabled={action.busy}
              onClick={() =>
                void action.run(async () => {
                  await removePlate(id, p.id);
                  return undefined;
                })
              }
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box component="form" noValidate onSubmit={add} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label={t('company.plate')}
          value={plate}
          required
          onChange={(e) => setPlate(e.target.value.toUpperCase())}
          slotProps={{ htmlInput: { 'data-testid': 'company-plate-input', maxLength: 40 } }}
        />
        <Button type="submit" variant="outlined" disabled={action.busy} data-testid="company-plate-add">
          {t('company.addPlate')}
        </Button>
      </Box>
      <Outcome result={action.result} testId="company-plates-result" />
    </Section>
  );
}

type Action = ReturnType<typeof useAction>;

/** A live cost centre: its code and name, renamed in place (the code stays: invoices print it). */
function CostCentreRow({
  companyId,
  centre,
  action,
}: {
  companyId: string;
  centre: CompanyDetail['costCentres'][number];
  action: Action;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(centre.name);
  const save = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      const renamed = await renameCostCentre(companyId, centre.id, name);
      setEditing(false);
      return t('company.renamed', { code: renamed.code, name: renamed.name });
    });
  };
  return (
    <Box
      component="li"
      data-testid="company-cost-centre"
      sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {editing ? (
        <Box
          component="form"
          noValidate
          onSubmit={save}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', flex: 1 }}
        >
          <Typography component="strong" sx={{ fontWeight: 700 }}>
            {centre.code}
          </Typography>
          <TextField
            size="small"
            label={t('company.newName', { code: centre.code })}
            value={name}
            required
            autoFocus
            onChange={(e) => setName(e.target.value)}
            sx={{ flex: '1 1 12rem' }}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'company-cc-rename-input' } }}
          />
          <Button type="submit" size="small" variant="contained" disabled={action.busy} data-testid="company-cc-rename-save">
            {t('company.save')}
          </Button>
          <Button
            size="small"
            onClick={() => {
              setName(centre.name);
              setEditing(false);
            }}
          >
            {t('company.cancel')}
          </Button>
        </Box>
      ) : (
        <>
          <Typography sx={{ flex: '1 1 12rem' }}>
            <strong>{centre.code}</strong> {centre.name}
          </Typography>
          <Button
            size="small"
            aria-label={t('company.renameCostCentre', { code: centre.code })}
            disabled={action.busy}
            onClick={() => setEditing(true)}
            data-testid="company-cc-rename"
          >
            {t('company.rename')}
          </Button>
          <Button
            size="small"
            aria-label={t('company.archiveCostCentre', { code: centre.code })}
            disabled={action.busy}
            onClick={() =>
              void action.run(async () => {
                await archiveCostCentre(companyId, centre.id);
                return undefined;
              })
            }
          >
            {t('company.archive')}
          </Button>
        </>
      )}
    </Box>
  );
}

function CostCentres({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation();
  const id = detail.company.id;
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const action = useAction();
  const live = detail.costCentres.filter((c) => !c.archived);
  const add = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await addCostCentre(id, code, name);
      setCode('');
      setName('');
      return undefined;
    });
  };
  return (
    <Section title={t('company.costCentres')} testId="company-cost-centres">
      {live.length === 0 && <Typography>{t('company.noCostCentres')}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {live.map((c) => (
          <CostCentreRow key={`${c.id}-${c.name}`} companyId={id} centre={c} action={action} />
        ))}
      </Box>
      <Box component="form" noValidate onSubmit={add} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label={t('company.code')}
          value={code}
          required
          onChange={(e) => setCode(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'company-cc-code' } }}
        />
        <TextField
          label={t('company.name')}
          value={name}
          required
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'company-cc-name' } }}
        />
        <Button type="submit" variant="outlined" disabled={action.busy} data-testid="company-cc-add">
          {t('company.addCostCentre')}
        </Button>
      </Box>
      <Outcome result={action.result} testId="company-cc-result" />
    </Section>
  );
}

function AdminView({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const detail = useCompanyDetail(companyId);
  if (!detail.data) return <PageSpinner />;
  const d = detail.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="company-admin">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }} data-testid="company-name">
          {d.company.legalName}
        </Typography>
        <Chip label={t(`company.statuses.${d.company.status}`)} data-testid="company-status" />
        <Typography variant="body2">
          {t('company.debitor')}: {d.company.debitorAccount}
        </Typography>
      </Box>
      {d.company.status === 'pending' && <Alert severity="info">{t('company.pendingNote')}</Alert>}
      <Section title={t('company.billingTitle')} testId="company-billing">
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {(['invoices', 'mandate'] as const).map((page) => (
            <Button
              key={page}
              component={RouterLink}
              to={`/portal/company/${page}`}
              variant="outlined"
              data-testid={`company-${page}-link`}
            >
              {t(page === 'invoices' ? 'company.invoicesLink' : 'company.mandateLink')}
            </Button>
          ))}
        </Box>
      </Section>
      <Members key={`m-${d.members.length}`} detail={d} />
      <Plates detail={d} />
      <CostCentres detail={d} />
      <CompanyData key={JSON.stringify(d.company)} detail={d} />
    </Box>
  );
}

function MemberView({ company }: { company: MyCompanies['companies'][number] }) {
  const { t } = useTranslation();
  return (
    <Section title={company.legalName} testId="company-member-view">
      <Typography>{t('company.memberIntro', { company: company.legalName })}</Typography>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('company.yourCostCentres')}
      </Typography>
      {company.costCentres.length === 0 ? (
        <Typography>{t('company.noCostCentres')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {company.costCentres.map((c) => (
            <li key={c.id}>
              {c.code} – {c.name}
              {c.id === company.defaultCostCentreId ? ` (${t('company.defaultCostCentre')})` : ''}
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}

/**
 * /portal/company (ADR 065): a company admin's members, plates, cost centres and invoice data; a
 * member's company and cost centres; the sign-up form when the shop allows it and the customer
 * has no company; an invitation link's acceptance (`?invitation=`).
 */
export default function CompanyPage() {
  const { t } = useTranslation();
  usePageTitle(t('company.title'));
  const [params] = useSearchParams();
  const token = params.get('invitation');
  const mine = useMyCompanies();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h1">{t('company.title')}</Typography>
      {token && <InvitationCard token={token} />}
      {!mine.data ? (
        <PageSpinner />
      ) : (
        <>
          {mine.data.companies.length === 0 && (
            <Typography data-testid="company-none">{t('company.none')}</Typography>
          )}
          {mine.data.companies.length === 0 && mine.data.selfSignUp && <SignUpForm />}
          {mine.data.companies.map((c) =>
            c.role === 'admin' ? (
              <AdminView key={c.id} companyId={c.id} />
            ) : (
              <MemberView key={c.id} company={c} />
            ),
          )}
        </>
      )}
    </Box>
  );
}

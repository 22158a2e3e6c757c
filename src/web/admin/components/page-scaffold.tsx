import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

export interface PageTab {
  value: string;
  label: string;
  testId: string;
  /** The tab's own path: the tab is a link (each tab can be linked and reloaded). */
  to?: string;
  id?: string;
  /** The id of the panel the tab shows. */
  controls?: string;
}

/**
 * A back-office page: the title (also the document's, with `docTitle` when it says more), the
 * page's actions on the title's line, and its tabs under it.
 */
export function PageScaffold(props: {
  title: string;
  docTitle?: string;
  actions?: ReactNode;
  tabs?: { label: string; value: string; items: PageTab[]; onChange?: (value: string) => void };
  children: ReactNode;
}) {
  const docTitle = props.docTitle ?? props.title;
  useEffect(() => {
    document.title = docTitle;
  }, [docTitle]);
  const { tabs } = props;
  return (
    <>
      {props.actions !== undefined ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <Typography variant="h1" sx={{ flexGrow: 1 }}>
            {props.title}
          </Typography>
          {props.actions}
        </Box>
      ) : (
        <Typography variant="h1" gutterBottom>
          {props.title}
        </Typography>
      )}
      {tabs && (
        <Tabs
          value={tabs.value}
          onChange={tabs.onChange && ((_, v: string) => tabs.onChange?.(v))}
          aria-label={tabs.label}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.items.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={tab.label}
              id={tab.id}
              aria-controls={tab.controls}
              data-testid={tab.testId}
              {...(tab.to && { component: RouterLink, to: tab.to })}
            />
          ))}
        </Tabs>
      )}
      {props.children}
    </>
  );
}

/** A section's heading inside a page (h2), with the section's actions on its line. */
export function SectionTitle(props: {
  id: string;
  title: string;
  size?: string;
  mt?: number;
  mb?: number;
  gap?: number;
  actions?: ReactNode;
}) {
  const size = props.size ?? '1.25rem';
  if (props.actions === undefined) {
    return (
      <Typography
        variant="h2"
        id={props.id}
        sx={{ fontSize: size, ...(props.mt && { mt: props.mt }), mb: props.mb ?? 1 }}
      >
        {props.title}
      </Typography>
    );
  }
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: props.gap ?? 2, alignItems: 'center', mb: props.mb ?? 1 }}
    >
      <Typography variant="h2" id={props.id} sx={{ fontSize: size, flexGrow: 1 }}>
        {props.title}
      </Typography>
      {props.actions}
    </Box>
  );
}

import { useEffect } from 'react';
import { Title, type TitleProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page's h1, which also names the browser tab so screen-reader users hear where they landed. */
export function PageTitle({ children, ...props }: TitleProps & { children: string }) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${children} · ${appName}`;
  }, [children, appName]);
  return (
    <Title order={1} size="h2" {...props}>
      {children}
    </Title>
  );
}

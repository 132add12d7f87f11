import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

function Toaster({ ...props }: ToasterProps) {
  const { t } = useTranslation();
  return (
    <Sonner
      containerAriaLabel={t('ui.common.notifications')}
      theme="light"
      position="top-center"
      richColors
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          // The rich colours from the palette, on light tints of themselves (sonner's own info blue reads 4.35:1).
          '--success-bg': 'color-mix(in srgb, var(--success) 8%, white)',
          '--success-border': 'color-mix(in srgb, var(--success) 30%, white)',
          '--success-text': 'var(--success)',
          '--info-bg': 'color-mix(in srgb, var(--primary) 8%, white)',
          '--info-border': 'color-mix(in srgb, var(--primary) 30%, white)',
          '--info-text': 'var(--primary)',
          '--warning-bg': 'color-mix(in srgb, var(--warning) 8%, white)',
          '--warning-border': 'color-mix(in srgb, var(--warning) 30%, white)',
          '--warning-text': 'var(--warning)',
          '--error-bg': 'color-mix(in srgb, var(--destructive) 8%, white)',
          '--error-border': 'color-mix(in srgb, var(--destructive) 30%, white)',
          '--error-text': 'var(--destructive)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };

import { Badge } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { categoryLabel, categoryPath, level1ColorOf } from '../../lib/discover-categories';

interface CategoryBadgeProps {
  category: string;
  /** Makes the badge a button that opens the correction. */
  onCorrect?: () => void;
}

/** A category in the colour of its level-1 group; its full path on hover and for screen readers. */
export function CategoryBadge({ category, onCorrect }: CategoryBadgeProps) {
  const { t, i18n } = useTranslation('discover');
  const path = categoryPath(category, i18n.language);
  const common = {
    color: level1ColorOf(category),
    variant: 'light',
    radius: 'sm',
    tt: 'none',
    fw: 500,
    title: path,
    maw: 260,
  } as const;
  if (!onCorrect) return <Badge {...common}>{categoryLabel(category, i18n.language)}</Badge>;
  return (
    <Badge
      {...common}
      component="button"
      type="button"
      style={{ cursor: 'pointer' }}
      rightSection={<IconPencil size={12} aria-hidden />}
      aria-label={t('transactions.changeCategory', { category: path })}
      onClick={onCorrect}
    >
      {categoryLabel(category, i18n.language)}
    </Badge>
  );
}

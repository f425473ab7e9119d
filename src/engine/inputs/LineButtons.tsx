import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Button } from '@mui/material';
import { useSimpleFormIterator, useSimpleFormIteratorItem, useTranslate } from 'react-admin';

/** Buttons of a form's lines (a bill's products, a goods received note's), worded by the resource's `lineActions`. */
interface LineButtonProps {
  resource: string;
}

/** Adds a line: an icon and its words, so a seller sees what it does without hovering. */
export function AddLineButton({ resource }: LineButtonProps) {
  const { add } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {translate(`resources.${resource}.lineActions.add`)}
    </Button>
  );
}

/** Removes its line. On a phone the word gives way to the lines' fields; the name stays for screen readers. */
export function RemoveLineButton({ resource }: LineButtonProps) {
  const { remove } = useSimpleFormIteratorItem();
  const translate = useTranslate();
  const text = translate(`resources.${resource}.lineActions.remove`);
  return (
    <Button size="small" color="warning" startIcon={<RemoveIcon />} onClick={() => remove()} aria-label={text} sx={{ minWidth: 0, '& .line-action-text': { display: { xs: 'none', sm: 'inline' } } }}>
      <span className="line-action-text">{text}</span>
    </Button>
  );
}

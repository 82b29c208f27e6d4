import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/**
 * A thin bar while a lazy screen loads, so slow networks do not look frozen. Plain CSS rather than
 * Mantine's Progress: every layout shows it, and it is not worth a chunk of its own on start-up.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div role="progressbar" aria-label="Loading page" className={classes.bar} />;
}

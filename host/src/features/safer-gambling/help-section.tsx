import { useQuery } from '@tanstack/react-query';
import { HelpList } from '../../components/help-list';
import { saferHelpQuery } from './api/safer-calls';

/** "Get help" read from the API (GetHelp, read once per page load); nothing until it is in. */
export function HelpSection() {
  const help = useQuery(saferHelpQuery);
  if (!help.data) return null;
  return <HelpList organisations={help.data.organisations} />;
}

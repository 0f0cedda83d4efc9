/** Every widget test starts from an empty page and an empty shared cache. */
import nodeConsole from 'node:console';
import { queryClient } from '../../widgets/core/query';
import { installNetworkReportFilter, releaseNetworkReports } from '../helpers/network-reports';

// happy-dom's reports of failed fetches are printed only for a failing test.
installNetworkReportFilter([console, nodeConsole]);

afterEach(async (context) => {
  document.body.innerHTML = '';
  // The removed elements unmount after this task; their queries are cleared once they have.
  await new Promise((resolve) => setTimeout(resolve, 0));
  queryClient.clear();
  localStorage.clear();
  releaseNetworkReports(context.task.result?.state === 'fail');
});

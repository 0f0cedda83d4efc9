/** Every widget test starts from an empty page and an empty shared cache. */
import nodeConsole from 'node:console';
import { queryClient } from '../../widgets/core/query';
import { installNetworkReportFilter, releaseNetworkReports } from '../helpers/network-reports';

// happy-dom's reports of failed fetches are printed only for a failing test.
installNetworkReportFilter([console, nodeConsole]);

afterEach((context) => {
  document.body.innerHTML = '';
  queryClient.clear();
  localStorage.clear();
  releaseNetworkReports(context.task.result?.state === 'fail');
});

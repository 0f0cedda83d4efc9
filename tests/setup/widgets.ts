/** Every widget test starts from an empty page and an empty shared cache. */
import { queryClient } from '../../widgets/core/query';

afterEach(() => {
  document.body.innerHTML = '';
  queryClient.clear();
  localStorage.clear();
});

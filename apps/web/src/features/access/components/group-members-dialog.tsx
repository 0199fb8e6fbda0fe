import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import type { Group } from '@syna/contracts/roles-and-groups';
import { LoadError } from '@/lib/ui/load-error';
import { TitledDialog } from '@/lib/ui/titled-dialog';
import { useChangeGroupMembers, useGroupMembers, useOrganizationMembers } from '@/features/access/api';
import { useAccessTexts } from '@/features/access/texts';

/** A group's members: each removed with one button, others of the organisation added from a list. */
export function GroupMembersDialog({ group, onClose }: { group: Group; onClose(): void }) {
  const { t } = useAccessTexts();
  const members = useGroupMembers(group.id);
  const organization = useOrganizationMembers();
  const change = useChangeGroupMembers(group.id);
  const [chosen, setChosen] = useState('');
  const inGroup = new Set(members.data?.map((member) => member.userId));
  const candidates = organization.data?.filter((member) => !inGroup.has(member.userId)) ?? [];

  function add() {
    if (chosen) change.mutate({ add: [chosen] }, { onSuccess: () => setChosen('') });
  }

  return (
    <TitledDialog
      onClose={onClose}
      maxWidth="sm"
      testId="group-members-dialog"
      title={t('groups.members', { name: group.name })}
    >
      <DialogContent>
        {(members.isPending || organization.isPending) && <Skeleton variant="rounded" height={96} />}
        {(members.isError || organization.isError) && (
          <LoadError
            title={t('loadError')}
            onRetry={() => {
              void members.refetch();
              void organization.refetch();
            }}
          />
        )}
        {members.data && organization.data && (
          <>
            {members.data.length === 0 ? (
              <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('members.none')}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
                {members.data.map((member) => (
                  <Box
                    component="li"
                    key={member.userId}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
                    data-testid="group-member"
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography>{member.name}</Typography>
                      {member.email && (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {member.email}
                        </Typography>
                      )}
                    </Box>
                    <IconButton
                      aria-label={t('members.remove', { name: member.name })}
                      title={t('members.remove', { name: member.name })}
                      disabled={change.isPending}
                      onClick={() => change.mutate({ remove: [member.userId] })}
                    >
                      <RemoveIcon />
                    </IconButton>
                  </Box>
                ))}
              </Box>
            )}
            {candidates.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('members.allIn')}
              </Typography>
            ) : (
              <Box
                component="form"
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
                onSubmit={(event) => {
                  event.preventDefault();
                  add();
                }}
              >
                <TextField
                  select
                  label={t('members.addLabel')}
                  value={chosen}
                  onChange={(event) => setChosen(event.target.value)}
                  sx={{ flex: 1 }}
                  size="small"
                  slotProps={{ htmlInput: { 'data-testid': 'group-member-pick' } }}
                >
                  {candidates.map((member) => (
                    <MenuItem key={member.userId} value={member.userId}>
                      {member.email ? `${member.name} (${member.email})` : member.name}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={!chosen || change.isPending}
                  data-testid="group-member-add"
                >
                  {t('members.add')}
                </Button>
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('members.close')}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}

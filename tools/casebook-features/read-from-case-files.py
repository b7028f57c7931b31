# Rewrites repetition scenarios written the old way (position, moves, trigger, labels and verdict restated in the
# feature) into the short form that names the case and reads the rest from casebook/repetition/<id>.yaml; it first
# checks that what the scenario restates is what the case file says (an assertion names the case otherwise).
#   python3 tools/casebook-features/read-from-case-files.py features/repetition/cxa2020/24-terms.feature
# Needs PyYAML. Run CasebookTest before and after: the same scenarios with the same outcomes.
import re,sys,yaml,glob,os
cases={}
for f in glob.glob('casebook/repetition/**/*.yaml',recursive=True):
    d=yaml.safe_load(open(f))
    if isinstance(d,dict) and 'fen' in d: cases[d['id']]=d
def convert(path):
    lines=open(path).read().split('\n')
    out=[];i=0;cur=None;changed=0
    while i<len(lines):
        l=lines[i]; ind=re.match(r'\s*',l).group(0)
        m=re.match(r'\s*Given 案例 "([^"]+)" 的局面 "([^"]+)"\s*$',l)
        if m:
            cur=cases[m.group(1)]
            assert cur['fen']==m.group(2),(path,m.group(1))
            out.append(f'{ind}Given 案例 "{m.group(1)}"'); i+=1; changed+=1; continue
        m=re.match(r'\s*Given 案例 "([^"]+)"\s*$',l)
        if m: cur=cases.get(m.group(1)); out.append(l); i+=1; continue
        m=re.match(r'\s*(When) 依次走出:\s*$',l)
        if m:
            i+=1; rows=[]
            while i<len(lines) and lines[i].strip().startswith('|'): rows.append(lines[i]); i+=1
            iccs=[r.split('|')[3].strip() for r in rows[1:]]
            assert iccs==cur['moves']['iccs'],(path,cur['id'])
            out.append(f'{ind}When 走完案例的着法'); continue
        m=re.match(r'\s*(Then|And) 第 (\d+) 着后局面第 (\d+) 次出现\s*$',l)
        if m:
            assert int(m.group(2))==cur['trigger']['after_ply'] and int(m.group(3))==cur['trigger']['occurrences'],(path,cur['id'])
            out.append(f'{ind}{m.group(1)} 局面如案例所载重复'); i+=1; continue
        m=re.match(r'\s*(Then|And) 按 "([^"]+)" 各着的标签为:\s*$',l)
        if m:
            i+=1; rows=[]
            while i<len(lines) and lines[i].strip().startswith('|'): rows.append(lines[i]); i+=1
            assert len(rows)-1==len(cur['labels']),(path,cur['id'])
            assert m.group(2)==cur.get('labels_edition','tw-2007'),(path,cur['id'])
            out.append(f'{ind}{m.group(1)} 按 "{m.group(2)}" 各着的标签如棋书所说'); continue
        m=re.match(r'\s*(Then|And) 按 "([^"]+)" 裁决为 "([^"]+)"\s*$',l)
        if m:
            exp=cur['expected'][m.group(2)]['verdict'] if cur else m.group(3)
            if exp!=m.group(3): print('VERDICT DIFFERS',path,cur['id'],m.group(2),m.group(3),exp,file=sys.stderr)
            out.append(f'{ind}{m.group(1)} 按 "{m.group(2)}" 裁决如案例所载'); i+=1; continue
        if l.strip().startswith('|') and '裁决' in l and '案例' in l and '版本' in l:
            rows=[]
            while i<len(lines) and lines[i].strip().startswith('|'): rows.append([c.strip() for c in lines[i].strip().strip('|').split('|')]); i+=1
            head=rows[0]; ci=head.index('案例'); vi=head.index('版本'); ri=head.index('裁决')
            for r in rows[1:]:
                exp=cases[r[ci]]['expected'][r[vi]]['verdict']
                if exp!=r[ri]: print('TABLE VERDICT DIFFERS',path,r,exp,file=sys.stderr)
            drop={ri}|({head.index('说明')} if '说明' in head else set())
            rows=[[c for k,c in enumerate(r) if k not in drop] for r in rows]
            import unicodedata
            w=lambda t: sum(2 if unicodedata.east_asian_width(ch) in 'WF' else 1 for ch in t)
            widths=[max(w(r[k]) for r in rows) for k in range(len(rows[0]))]
            for r in rows:
                out.append(ind+'| '+' | '.join(c+' '*(widths[k]-w(c)) for k,c in enumerate(r))+' |')
            continue
        out.append(l); i+=1
    open(path,'w').write('\n'.join(out))
    return changed
for p in sys.argv[1:]:
    print(p, convert(p))
